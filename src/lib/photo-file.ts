/*
 * What a profile or team photo may be (spec section 8: file.content.type.invalid.error,
 * file.size.invalid.error), checked in the browser before anything is sent. The mock backend
 * applies the same rule. The limit is ours (the spec gives none): 5 MB, a phone photo's size.
 */

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The file picker's `accept`. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/** The catalogue code a file would be refused with, or null when it may be sent. */
export function photoProblem(file: {
  type: string;
  size: number;
}): 'file.content.type.invalid.error' | 'file.size.invalid.error' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return 'file.content.type.invalid.error';
  if (file.size === 0 || file.size > PHOTO_MAX_BYTES) return 'file.size.invalid.error';
  return null;
}
