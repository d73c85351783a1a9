import type { DrawItem, FontWeight, Measure } from './drawing';

/* How the print's words fit their room: wrapped, shrunk down to a floor, then cut. */

const LINE_HEIGHT = 1.25;

/** Splits `text` into lines no wider than `maxWidth` (a word longer than that keeps a line). */
function wrap(text: string, maxWidth: number, size: number, weight: FontWeight, measure: Measure) {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`, size, weight) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * `wrap`'s lines made even: the same number of lines in the narrowest measure that keeps it,
 * so no word is left alone on the last line ("Scan to / leave a tip", not "Scan to leave a /
 * tip"). The preview and the PDF both set their words with it.
 */
function balancedWrap(
  text: string,
  maxWidth: number,
  size: number,
  weight: FontWeight,
  measure: Measure,
) {
  const lines = wrap(text, maxWidth, size, weight, measure);
  if (lines.length < 2) return lines;
  const fits = (tried: string[]) =>
    tried.length === lines.length && tried.every((line) => measure(line, size, weight) <= maxWidth);
  let best = lines;
  let narrow = 0;
  let wide = maxWidth;
  // A dozen halvings find the measure to a few thousandths of the width.
  for (let step = 0; step < 12; step += 1) {
    const middle = (narrow + wide) / 2;
    const tried = wrap(text, middle, size, weight, measure);
    if (fits(tried)) {
      best = tried;
      wide = middle;
    } else narrow = middle;
  }
  return best;
}

/** Cuts `line` with an ellipsis until it is no wider than `maxWidth`. */
function ellipsize(
  line: string,
  maxWidth: number,
  size: number,
  weight: FontWeight,
  measure: Measure,
) {
  let chars = [...line];
  let shown = line;
  while (chars.length > 1 && measure(shown, size, weight) > maxWidth) {
    chars = chars.slice(0, -1);
    shown = `${chars.join('').trimEnd()}…`;
  }
  return shown;
}

/**
 * `text` in at most `maxLines` lines of `maxWidth`: set smaller (down to 60 %) until it fits,
 * then cut with an ellipsis. Long names and Kazakh calls to action stay inside the page.
 */
function fitText(
  text: string,
  maxWidth: number,
  size: number,
  weight: FontWeight,
  measure: Measure,
  maxLines: number,
): { lines: string[]; size: number } {
  const minSize = size * 0.6;
  for (let current = size; ; current *= 0.92) {
    const lines = balancedWrap(text, maxWidth, current, weight, measure);
    const fits =
      lines.length <= maxLines && lines.every((line) => measure(line, current, weight) <= maxWidth);
    if (fits || current * 0.92 < minSize) {
      const kept = lines.slice(0, maxLines);
      if (lines.length > maxLines) kept[maxLines - 1] = `${kept[maxLines - 1]} …`;
      return {
        lines: kept.map((line) => ellipsize(line, maxWidth, current, weight, measure)),
        size: current,
      };
    }
  }
}

export interface TextBlock {
  lines: string[];
  size: number;
  weight: FontWeight;
  fill: string;
  height: number;
}

export function textBlock(
  text: string,
  maxWidth: number,
  size: number,
  weight: FontWeight,
  fill: string,
  measure: Measure,
  maxLines: number,
): TextBlock {
  const fitted = fitText(text, maxWidth, size, weight, measure, maxLines);
  return { ...fitted, weight, fill, height: fitted.lines.length * fitted.size * LINE_HEIGHT };
}

/** The items of a text block whose top is at `top`. */
export function placeText(
  block: TextBlock,
  x: number,
  top: number,
  anchor: 'start' | 'middle',
): DrawItem[] {
  return block.lines.map((text, index) => ({
    type: 'text',
    x,
    // The baseline sits about 0.9 em below the top of a line box of 1.25 em.
    y: top + block.size * (0.95 + index * LINE_HEIGHT),
    text,
    size: block.size,
    weight: block.weight,
    anchor,
    fill: block.fill,
  }));
}

export const EMPTY_BLOCK: TextBlock = { lines: [], size: 0, weight: 400, fill: '', height: 0 };
