/*
 * What a profile or team photo may be (spec section 8: file.content.type.invalid.error,
 * file.size.invalid.error), checked in the browser before anything is sent. The mock backend
 * applies the same rule. The limit is ours (the spec gives none): 5 MB, a phone photo's size.
 * A file's name and type are only what it claims: its bytes must start like a JPEG, PNG or WebP
 * image (photoFormatOf, which the mock backend checks too) and the browser must be able to decode
 * them (checkPhoto), so a text file or SVG markup named `.jpg` never becomes the photo.
 */

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The file picker's `accept`. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

type PhotoCode = 'file.content.type.invalid.error' | 'file.size.invalid.error';

/** The catalogue code a file would be refused with by its type and size, or null. */
export function photoProblem(file: { type: string; size: number }): PhotoCode | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return 'file.content.type.invalid.error';
  if (file.size === 0 || file.size > PHOTO_MAX_BYTES) return 'file.size.invalid.error';
  return null;
}

/** How many leading bytes photoFormatOf needs. */
export const PHOTO_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The format a file's first bytes (magic numbers) say it is, or null when not one we take. */
export function photoFormatOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Resolves when the browser can draw the image, rejects when it cannot. */
export type ImageDecoder = (file: Blob) => Promise<void>;

/** The browser's own image decoder (jsdom has none: tests pass their own). */
export const decodeInBrowser: ImageDecoder = async (file) => {
  (await createImageBitmap(file)).close();
};

/**
 * Why a chosen file cannot be the photo: a catalogue code (type, size), `'unreadable'` when its
 * bytes are not a JPEG, PNG or WebP image the browser can decode, or null when it may be sent.
 */
export async function checkPhoto(
  file: File,
  decode: ImageDecoder = decodeInBrowser,
): Promise<PhotoCode | 'unreadable' | null> {
  const problem = photoProblem(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_BYTES).arrayBuffer());
  if (!photoFormatOf(head)) return 'unreadable';
  return decode(file).then(
    () => null,
    () => 'unreadable' as const,
  );
}
