import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, photoProblem } from './photo-file';

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
