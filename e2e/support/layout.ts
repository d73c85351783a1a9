import type { Page } from '@playwright/test';

/**
 * What is wrong with the page's layout as drawn now (issue 25: every private screen at 360 px),
 * one line per problem naming the element and its text; empty when nothing is:
 *
 * - the page scrolls sideways, or an element reaches past the viewport's left or right edge,
 *   shown or cut off by a box that hides its overflow (a strip that scrolls is fine, and so is
 *   decoration hidden from assistive technology);
 * - text partly hidden by a box that clips it (overflow hidden) without an ellipsis;
 * - text of more than 3 characters squeezed into a sliver: it takes three lines or more in a box
 *   narrower than 6 of its letters (6 × font size: a word or a letter a line), runs out of one
 *   narrower than 3, or an ellipsis leaves it fewer than 6;
 * - a number or an amount (digits, no letters, no breaking space) broken over two lines;
 * - a word broken inside itself ("Статистик" above "а"): a run of letters over two lines. Where
 *   a word has no room, the layout is wrong, not the word; e-mails, links and ids (letters with
 *   digits, dots or "@") may still wrap where they must.
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
    // A box that scrolls sideways shows the rest when scrolled (a strip of tabs). One that hides
    // its overflow does not: the area's frame hides it, and a form's remove buttons were cut
    // off there unseen by this check.
    const scrolledAbove = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const { overflowX } = getComputedStyle(up);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };

    const page = document.scrollingElement ?? document.documentElement;
    if (page.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways: ${page.scrollWidth} px wide in ${width} px`);

    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('svg') || !drawn(element)) continue;
      const box = element.getBoundingClientRect();
      if (
        (box.right > width + 1 || box.left < -1) &&
        !scrolledAbove(element) &&
        // Decoration (the frame's shapes) may run past the edge: nobody reads it.
        !element.closest('[aria-hidden="true"]')
      )
        problems.push(
          `past the edge (${Math.round(box.left)}..${Math.round(box.right)} of ${width}): ${name(element)}`,
        );
    }

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (text.length <= 3 || !parent || parent.closest('svg') || !drawn(parent)) continue;
      const style = getComputedStyle(parent);
      const fontSize = parseFloat(style.fontSize);
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
      let flow: Element = parent;
      while (flow.parentElement && ['inline', 'contents'].includes(getComputedStyle(flow).display))
        flow = flow.parentElement;
      const room = flow.clientWidth;
      if (
        room > 0 &&
        ((lines > 2 && room < 6 * fontSize) || (room < 3 * fontSize && box.width > room + 1))
      )
        problems.push(`squeezed (${room} px for "${text.slice(0, 30)}"): ${name(flow)}`);
      if (
        style.textOverflow === 'ellipsis' &&
        parent.scrollWidth > parent.clientWidth + 1 &&
        parent.clientWidth < 6 * fontSize
      )
        problems.push(`cut to a sliver (${parent.clientWidth} px): ${name(parent)}`);
      if (lines > 1 && /\d/.test(text) && !/\p{L}/u.test(text) && !/[ \t\n]/.test(text))
        problems.push(`a number broken over ${lines} lines: ${name(parent)}`);
      if (lines > 1) {
        const source = node.textContent ?? '';
        for (const token of source.matchAll(/\S+/g)) {
          // Only a word of letters, and hyphens between them (its one allowed break).
          if (!/^[\p{L}-]+[,.;:!?»)]*$/u.test(token[0])) continue;
          for (const word of token[0].matchAll(/\p{L}+/gu)) {
            const start = token.index + word.index;
            range.setStart(node, start);
            range.setEnd(node, start + word[0].length);
            const wordLines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (wordLines.size > 1)
              problems.push(`a word broken inside ("${word[0]}"): ${name(flow)}`);
          }
        }
      }
      // Text partly hidden by a box that clips without an ellipsis and cannot be scrolled.
      for (let up: Element | null = parent; up && up !== document.body; up = up.parentElement) {
        const clip = getComputedStyle(up);
        // A box that scrolls shows the rest when scrolled (a strip of tabs).
        if (clip.overflowX === 'auto' || clip.overflowX === 'scroll') break;
        if (clip.overflowX !== 'hidden' && clip.overflowX !== 'clip') continue;
        if (clip.textOverflow === 'ellipsis') break;
        const edge = up.getBoundingClientRect();
        const partly =
          (box.right > edge.right + 1 && box.left < edge.right) ||
          (box.left < edge.left - 1 && box.right > edge.left);
        if (partly)
          problems.push(`cut off by its box (${Math.round(edge.width)} px): ${name(parent)}`);
        break;
      }
    }
    return [...new Set(problems)];
  });
}
