import { HttpResponse } from 'msw';
import { photoFormatOf, photoProblem } from '../../src/lib/photo-file';
import { db } from '../db/collections';
import { indexes } from '../db/indexes';
import { answerWith, apiError } from './respond';

const PALETTE = [
  '#f4a261',
  '#2a9d8f',
  '#e76f51',
  '#264653',
  '#8ab17d',
  '#6d597a',
  '#b56576',
  '#457b9d',
];

/** A stable small number from a string (which colour an avatar gets). */
function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

function initialsOf(photoUuid: string): string {
  const user = db.users.findFirst((q) => q.where({ photo: photoUuid }));
  if (user) return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`;
  const team = db.teams.findFirst((q) => q.where({ photoUuid }));
  return team
    ? team.title
        .split(/\s+/)
        .map((word) => word.charAt(0))
        .join('')
        .slice(0, 2)
    : '?';
}

/**
 * A small SVG avatar for any photo identifier: the owner's initials on a colour picked from
 * the identifier, so the same photo looks the same everywhere and no image files are needed.
 */
export function avatarSvg(photoUuid: string): string {
  const background = PALETTE[hash(photoUuid) % PALETTE.length]!;
  const initials = initialsOf(photoUuid).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" fill="${background}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="52" fill="#fff">${initials}</text></svg>`;
}

const uploaded = indexes.photoByUuid;

/**
 * Answers a photo download: the uploaded image when there is one, otherwise the SVG avatar
 * (SVG needs its own content type: browsers do not sniff it).
 */
export function photoResponse(uuid: unknown): never {
  const photo = uploaded(String(uuid));
  const headers = { 'Cache-Control': 'public, max-age=86400' };
  if (photo)
    return answerWith(
      new HttpResponse(
        Uint8Array.from(atob(photo.base64), (char) => char.charCodeAt(0)),
        {
          headers: { ...headers, 'Content-Type': photo.contentType },
        },
      ),
    );
  return answerWith(
    new HttpResponse(avatarSvg(String(uuid)), {
      headers: { ...headers, 'Content-Type': 'image/svg+xml' },
    }),
  );
}

/**
 * Reads the multipart field `file` of a photo upload, refuses what the product refuses
 * (src/lib/photo-file.ts: file.content.type.invalid.error, file.size.invalid.error; bytes that
 * are not a JPEG, PNG or WebP image by their magic numbers, whatever the part's type says, get
 * the format's code) and stores the image under the type its bytes show. Answers the new photo's
 * uuid.
 */
export async function storeUploadedPhoto(request: Request): Promise<string> {
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof Blob)) return apiError('file.size.invalid.error');
  const problem = photoProblem(file);
  if (problem) return apiError(problem);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = photoFormatOf(bytes);
  if (!contentType) return apiError('file.content.type.invalid.error');
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const uuid = crypto.randomUUID();
  await db.photos.create({ uuid, contentType, base64: btoa(binary) });
  return uuid;
}
