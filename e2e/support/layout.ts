import type { Page } from '@playwright/test';

/**
 * What is wrong with the page's layout as drawn now (issue 25: every private screen at 360 px),
 * one line per problem naming the element and its text; empty when nothing is:
 *
 * - the page scrolls sideways, or an element reaches past the viewport's left or right edge
 *   (unless an ancestor clips or scrolls it: a tab strip that scrolls is fine);
 * - an element that clips its content (overflow hidden) cuts it without an ellipsis;
 * - text of more than 3 characters squeezed into a sliver: the box it flows in is narrower than
 *   3 of its letters (3 × font size), or an ellipsis leaves fewer than 6 of them;
 * - a number or an amount (digits, no letters, no breaking space) broken over two lines.
 *
 * SVG drawings (charts, QR codes) lay their own text out and are left alone.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const name = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const label = element.getAttribute('aria-label');
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${
        label ? ` [${label}]` : ''
      } "${text}"`;
    };
    const drawn = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const clipping = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    const clippedAbove = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (clipping(getComputedStyle(up))) return true;
      }
      return false;
    };

    const page = document.scrollingElement ?? document.documentElement;
    if (page.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways: ${page.scrollWidth} px wide in ${width} px`);

    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('svg') || !drawn(element)) continue;
      const box = element.getBoundingClientRect();
      if ((box.right > width + 1 || box.left < -1) && !clippedAbove(element))
        problems.push(
          `past the edge (${Math.round(box.left)}..${Math.round(box.right)} of ${width}): ${name(element)}`,
        );
      const style = getComputedStyle(element);
      if (
        (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
        style.textOverflow !== 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 1 &&
        (element.textContent ?? '').trim().length > 0
      )
        problems.push(`cut off (${element.scrollWidth} px in ${element.clientWidth}): ${name(element)}`);
    }

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (text.length <= 3 || !parent || parent.closest('svg') || !drawn(parent)) continue;
      const style = getComputedStyle(parent);
      const fontSize = parseFloat(style.fontSize);
      let flow: Element = parent;
      while (flow.parentElement && ['inline', 'contents'].includes(getComputedStyle(flow).display))
        flow = flow.parentElement;
      if (flow.clientWidth > 0 && flow.clientWidth < 3 * fontSize)
        problems.push(`squeezed (${flow.clientWidth} px for "${text.slice(0, 30)}"): ${name(flow)}`);
      if (
        style.textOverflow === 'ellipsis' &&
        parent.scrollWidth > parent.clientWidth + 1 &&
        parent.clientWidth < 6 * fontSize
      )
        problems.push(`cut to a sliver (${parent.clientWidth} px): ${name(parent)}`);
      if (/\d/.test(text) && !/\p{L}/u.test(text) && !/[ \t\n]/.test(text)) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
        if (lines.size > 1) problems.push(`a number broken over ${lines.size} lines: ${name(parent)}`);
      }
    }
    return [...new Set(problems)];
  });
}
