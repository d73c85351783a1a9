/** Up to two initials from a name: "Анна Петрова" → "АП", "anna" → "A". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

/** Background tints for fallbacks; each keeps 4.5:1 with --color-text. */
const TINTS = ['#dcd8ff', '#ffe3cf', '#d4f0df', '#d6ebff', '#fbd9e6', '#f1ecc4'] as const;

/** A stable tint per name, so the same person always gets the same colour. */
export function tintFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length] ?? TINTS[0];
}
