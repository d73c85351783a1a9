import { describe, expect, it } from 'vitest';
import { estimateWidth } from './drawing';
import { textBlock } from './text-block';

const lines = (text: string, width: number, maxLines = 3) =>
  textBlock(text, width, 5, 700, '#000', estimateWidth, maxLines).lines;

describe('textBlock', () => {
  it('keeps a line whole when it fits', () => {
    expect(lines('Scan to leave a tip', 100)).toEqual(['Scan to leave a tip']);
  });

  it('breaks into even lines: no word left alone on the last', () => {
    // Greedy filling would give "Scan to leave a" and "tip".
    expect(lines('Scan to leave a tip', 46)).toEqual(['Scan to', 'leave a tip']);
    expect(lines('Отсканируйте, чтобы оставить чаевые', 80)).toEqual([
      'Отсканируйте, чтобы',
      'оставить чаевые',
    ]);
  });

  it('still cuts what cannot fit its lines, with an ellipsis', () => {
    const [only] = lines('Aigerim Sadykova-Nurmagambetova', 20, 1);
    expect(only).toMatch(/…$/);
    expect(estimateWidth(only!, 5 * 0.6, 700)).toBeLessThanOrEqual(20);
  });
});
