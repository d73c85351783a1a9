import { db } from '../db/collections';

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
