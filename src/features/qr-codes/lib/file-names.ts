/**
 * A file name from a code's title: its letters and digits (any script: Cyrillic names stay
 * readable), words joined by hyphens, then what the file is. `Terrace 7` and `table-tent.pdf`
 * give `terrace-7-table-tent.pdf`.
 */
export function fileNameOf(title: string, what: string): string {
  const words = title
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'qr-code'}-${what}`;
}

/** `tableTent` as a file name's words: `table-tent`. */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
