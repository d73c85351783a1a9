import { describe, expect, it, vi } from 'vitest';
import { NOT_PHOTOS, PNG_1X1, photoFile } from '@mocks/sample-photos';
import { checkPhoto, PHOTO_MAX_BYTES, photoFormatOf, photoProblem } from './photo-file';

describe('photo files', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(photoProblem({ type, size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it('refuses other types with the catalogue code for it', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('file.content.type.invalid.error');
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe(
      'file.content.type.invalid.error',
    );
  });

  it('refuses an empty or oversized file', () => {
    expect(photoProblem({ type: 'image/png', size: 0 })).toBe('file.size.invalid.error');
    expect(photoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(
      'file.size.invalid.error',
    );
  });
});

describe('what the bytes are', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('knows JPEG, PNG and WebP by their magic numbers', () => {
    expect(photoFormatOf(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(photoFormatOf(PNG_1X1)).toBe('image/png');
    expect(photoFormatOf(bytes('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
  });

  it('knows nothing else, whatever it is called', () => {
    expect(photoFormatOf(bytes(NOT_PHOTOS.text))).toBeNull();
    expect(photoFormatOf(bytes(NOT_PHOTOS.svg))).toBeNull();
    expect(photoFormatOf(bytes('GIF89a'))).toBeNull();
    expect(photoFormatOf(bytes('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(photoFormatOf(PNG_1X1.slice(0, 4))).toBeNull();
  });
});

describe('checking a chosen file', () => {
  const decodes = () => vi.fn(() => Promise.resolve());

  it('passes an image whose bytes decode', async () => {
    const decode = decodes();
    const file = photoFile();
    expect(await checkPhoto(file, decode)).toBeNull();
    expect(decode).toHaveBeenCalledWith(file);
  });

  it('refuses text or SVG markup named .jpg without trying to decode it', async () => {
    const decode = decodes();
    for (const markup of [NOT_PHOTOS.text, NOT_PHOTOS.svg])
      expect(await checkPhoto(photoFile(markup, 'me.jpg', 'image/jpeg'), decode)).toBe(
        'unreadable',
      );
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a file that starts like a PNG when the decoder cannot draw it', async () => {
    const decode = vi.fn(() => Promise.reject(new DOMException('bad', 'InvalidStateError')));
    expect(await checkPhoto(photoFile(NOT_PHOTOS.brokenPng), decode)).toBe('unreadable');
  });

  it('says the type or size problem first', async () => {
    const decode = decodes();
    expect(await checkPhoto(photoFile(PNG_1X1, 'me.gif', 'image/gif'), decode)).toBe(
      'file.content.type.invalid.error',
    );
    expect(await checkPhoto(photoFile(new Uint8Array(0)), decode)).toBe('file.size.invalid.error');
    expect(decode).not.toHaveBeenCalled();
  });

  it('uses the browser’s decoder by default (jsdom has none: it refuses)', async () => {
    expect(await checkPhoto(photoFile())).toBe('unreadable');
  });
});
