import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NOT_PHOTOS, PNG_1X1, photoFile } from '@mocks/sample-photos';
import { PhotoPicker } from './photo-picker';

/** A real 1×1 PNG, or what `bytes` say, as a user's file would arrive. */
const pngFile = (name = 'me.png', type = 'image/png', size?: number) =>
  photoFile(size ? new Uint8Array(size) : PNG_1X1, name, type);

/**
 * A profile or team photo: chosen, checked in the browser, previewed, then saved; or deleted.
 * Shared by the profile and the teams areas.
 */
const meta = {
  title: 'UI/Photo picker',
  component: PhotoPicker,
  args: {
    name: 'Anna Petrova',
    photoUrl: null,
    onUpload: fn(),
    uploading: false,
    onDelete: fn(),
    deleting: false,
    error: null,
  },
  decorators: [(Story) => <div style={{ width: 440 }}>{Story()}</div>],
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: the initials, and a way to choose one. */
export const NoPhoto: Story = {};

/** A chosen file is previewed and only sent on "Save photo". */
export const Preview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Выбрать фото'), pngFile());
    await expect(await canvas.findByText('Новое фото, ещё не сохранено')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить фото' }));
    await expect(args.onUpload).toHaveBeenCalledOnce();
  },
};

/** A GIF is refused in the browser with the catalogue's message, and nothing is sent. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('Выбрать фото');
    // The picker's `accept` filters the dialog; a drop or "all files" can still bring a GIF.
    input.removeAttribute('accept');
    await userEvent.upload(input, pngFile('me.gif', 'image/gif'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Этот формат фото не поддерживается.',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/**
 * A text file named `me.jpg` (SVG markup alike): its bytes are not a JPEG, PNG or WebP image, so
 * it is refused with its own message, nothing is previewed and nothing is sent.
 */
export const NotAnImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Выбрать фото'),
      photoFile(NOT_PHOTOS.text, 'me.jpg', 'image/jpeg'),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Этот файл не удаётся открыть как фото. Выберите изображение JPEG, PNG или WebP.',
    );
    await expect(canvas.queryByText('Новое фото, ещё не сохранено')).toBeNull();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A PNG's signature and no image behind it: the browser's own decoder refuses it. */
export const UndecodableImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Выбрать фото'), photoFile(NOT_PHOTOS.brokenPng));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Этот файл не удаётся открыть как фото. Выберите изображение JPEG, PNG или WebP.',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** Over 5 MB: refused before any request. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Выбрать фото'),
      pngFile('big.png', 'image/png', 5 * 1024 * 1024 + 1),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Фото не выбрано или слишком большое.',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A saved photo can be replaced or deleted. */
export const WithPhoto: Story = {
  args: {
    photoUrl:
      'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#2a9d8f"/></svg>',
      ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить фото' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Uploading: Story = {
  args: { uploading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Выбрать фото'), pngFile());
    // While the upload runs the save button is busy and takes no second click.
    await expect((await canvas.findByText('Сохранить фото')).closest('button')).toBeDisabled();
  },
};

/** The server refused the file: its catalogue message. */
export const ServerRefused: Story = {
  args: { error: { code: 'file.size.invalid.error' } },
};
