import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { NOT_PHOTOS, photoFile } from '@mocks/sample-photos';
import { toIntlLocale, type AppLocale } from '@/lib/i18n/locales';
import type { ImageDecoder } from '@/lib/photo-file';
import { messagesOf } from '@test/messages';
import { PhotoPicker } from './photo-picker';

const decodes: ImageDecoder = () => Promise.resolve();
const cannotDecode: ImageDecoder = () => Promise.reject(new DOMException('no', 'EncodingError'));

function renderPicker(decodeImage: ImageDecoder, locale: AppLocale = 'en') {
  const onUpload = vi.fn();
  render(
    <IntlProvider locale={toIntlLocale(locale)} messages={messagesOf(locale)}>
      <PhotoPicker
        name="Anna Petrova"
        photoUrl={null}
        onUpload={onUpload}
        uploading={false}
        onDelete={vi.fn()}
        deleting={false}
        error={null}
        decodeImage={decodeImage}
      />
    </IntlProvider>,
  );
  return onUpload;
}

const UNREADABLE = {
  en: 'This file is not a photo we can open. Choose a JPEG, PNG or WebP image.',
  ru: 'Этот файл не удаётся открыть как фото. Выберите изображение JPEG, PNG или WebP.',
  kz: 'Бұл файлды фото ретінде ашу мүмкін емес. JPEG, PNG немесе WebP суретін таңдаңыз.',
};

describe('the photo picker reads a chosen file before offering to save it', () => {
  it('previews a photo the decoder can draw and saves it on request', async () => {
    const user = userEvent.setup();
    const onUpload = renderPicker(decodes);
    const file = photoFile();
    await user.upload(screen.getByLabelText('Choose a photo'), file);
    expect(await screen.findByText('The new photo, not saved yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(onUpload).toHaveBeenCalledWith(file);
  });

  it('refuses a file with a photo’s signature that the decoder cannot draw', async () => {
    const user = userEvent.setup();
    const onUpload = renderPicker(cannotDecode);
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile(NOT_PHOTOS.brokenPng));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREADABLE.en);
    expect(screen.queryByRole('button', { name: 'Save photo' })).not.toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it.each(Object.entries(UNREADABLE) as [AppLocale, string][])(
    'refuses text and SVG named me.jpg, even when the decoder would draw them (%s)',
    async (locale, message) => {
      const user = userEvent.setup();
      renderPicker(decodes, locale);
      const input = screen.getByLabelText(messagesOf(locale)['photo-picker.choose']!);
      for (const markup of [NOT_PHOTOS.text, NOT_PHOTOS.svg]) {
        await user.upload(input, photoFile(markup, 'me.jpg', 'image/jpeg'));
        expect(await screen.findByRole('alert')).toHaveTextContent(message);
        expect(screen.queryByRole('figure')).not.toBeInTheDocument();
      }
    },
  );
});
