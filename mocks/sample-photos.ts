/** Photo files as a phone or a computer hands them over, for tests and stories. */

/** A real 1×1 PNG. */
export const PNG_1X1 = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

/** Things that are not photos, named and typed as if they were (`me.jpg`, image/jpeg). */
export const NOT_PHOTOS = {
  text: 'Dear diary, this is not a photo.',
  svg: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
  /** A PNG's signature and nothing an image decoder can draw. */
  brokenPng: Uint8Array.of(...PNG_1X1.slice(0, 16), 0, 0, 0, 0),
};

/** A file as the picker receives it: by default the real PNG. */
export function photoFile(bytes: BlobPart = PNG_1X1, name = 'me.png', type = 'image/png'): File {
  return new File([bytes], name, { type });
}
