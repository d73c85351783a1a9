import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { photoFile } from '@mocks/sample-photos';
import { forceError } from '@mocks/scenarios/scenarios';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { PROFILE_PATH } from '@/lib/routes';
import { catalogueText, errorShown, profileStoryMeta } from '../testing/profile-stories';
import type { ProfileChange, ProfileLocationState } from './parts/use-finished-change';
import { ProfilePage } from './profile-page';

/**
 * The profile (profile/info) against the stateful mock backend as Anna: details, photo,
 * telegram link code, the ways to each change and to deletion.
 */
const meta = {
  title: 'Profile/Profile',
  component: ProfilePage,
  ...profileStoryMeta(PROFILE_PATH),
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Anna Petrova')).toBeVisible();
    await expect(canvas.getByText('+7 700 000 0001')).toBeVisible();
    await expect(canvas.getByText(DEMO.email)).toBeVisible();
    await expect(canvas.getByText('Бизнес')).toBeVisible();
  },
};

/** An individual without an e-mail or a balance (Ivan): "not set", and "Add e-mail". */
export const Individual: Story = {
  parameters: profileStoryMeta(PROFILE_PATH, DEMO.ivan).parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Добавить почту' })).toBeVisible();
    await expect(canvas.getByText('Физическое лицо')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

/** profile/info failed: the catalogue's message and a retry. */
export const LoadError: Story = {
  beforeEach: failing({ 'profile/info': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

/** Back from a change screen, which the profile says aloud. */
function arrivedAfter(changed: ProfileChange) {
  function Arrive({ children }: { children: ReactNode }) {
    const navigate = useNavigate();
    const [ready, setReady] = useState(false);
    useEffect(() => {
      const state: ProfileLocationState = { changed };
      void Promise.resolve(navigate(PROFILE_PATH, { state, replace: true })).then(() =>
        setReady(true),
      );
    }, [navigate]);
    return ready ? children : null;
  }
  return (Story: () => ReactNode) => (
    <Arrive>
      <Story />
    </Arrive>
  );
}

export const AfterPhoneChange: Story = {
  decorators: [arrivedAfter('phone')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Номер телефона изменен.')).toBeVisible();
  },
};

/** The telegram link code: none yet, then one asked for (copy, new code, the bot). */
export const TelegramCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Получить код' }));
    await expect(await canvas.findByRole('status', { name: 'Код привязки' })).toHaveTextContent(
      /^[0-9A-Z]{8}$/,
    );
    await expect(canvas.getByRole('button', { name: 'Скопировать код' })).toBeVisible();
  },
};

export const TelegramLoadError: Story = {
  beforeEach: failing({ 'telegram/auth/code/get': 'general.error' }),
  play: async ({ canvasElement }) => {
    await errorShown(canvasElement, catalogueText('general.error'));
  },
};

export const TelegramNewCodeError: Story = {
  play: async ({ canvasElement }) => {
    forceError('telegram/auth/code/newcode', 'general.error', { once: true });
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Получить код' }),
    );
    await errorShown(canvasElement, catalogueText('general.error'));
  },
};

/** A photo chosen and previewed, not yet sent. */
export const PhotoPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Выбрать другое фото'), photoFile());
    await expect(await canvas.findByText('Новое фото, ещё не сохранено')).toBeVisible();
  },
};

/** The photo is saved (profile/photo/upload) and shows, here and in the header. */
export const PhotoSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Выбрать другое фото'), photoFile());
    await userEvent.click(await canvas.findByRole('button', { name: 'Сохранить фото' }));
    await expect(await canvas.findByText('Фото сохранено.')).toBeVisible();
  },
};

/** The server's photo codes show their own messages. */
function photoRefused(code: 'file.size.invalid.error' | 'file.content.type.invalid.error'): Story {
  return {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      forceError('profile/photo/upload', code, { once: true });
      await userEvent.upload(await canvas.findByLabelText('Выбрать другое фото'), photoFile());
      await userEvent.click(await canvas.findByRole('button', { name: 'Сохранить фото' }));
      await errorShown(canvasElement, catalogueText(code));
    },
  };
}
export const PhotoTooLargeOnServer: Story = photoRefused('file.size.invalid.error');
export const PhotoTypeRefusedOnServer: Story = photoRefused('file.content.type.invalid.error');

/** Too large for the browser's check: its message, and nothing sent. */
export const PhotoTooLargeInBrowser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(await canvas.findByLabelText('Выбрать другое фото'), huge);
    await errorShown(canvasElement, catalogueText('file.size.invalid.error'));
  },
};

/** Deleting the photo: the initials come back. */
export const PhotoDeleted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Удалить фото' }));
    await expect(await canvas.findByText('Фото удалено.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Anna Petrova' }).tagName).toBe('SPAN'),
    );
  },
};

export const PhotoDeleteError: Story = {
  play: async ({ canvasElement }) => {
    forceError('profile/photo/delete', 'general.error', { once: true });
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Удалить фото' }),
    );
    await errorShown(canvasElement, catalogueText('general.error'));
  },
};
