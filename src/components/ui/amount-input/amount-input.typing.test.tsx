import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-utils';
import { AmountInput } from './amount-input';
import { parseAmount } from './parse-amount';
import { refusalOf } from './typing-refusal';

/** Characters people type into amounts by mistake or on purpose, and any other. */
const typed = fc
  .array(
    fc.oneof(
      fc.constantFrom(...'0123456789'),
      fc.constantFrom(...'.,  -+eE٣０５²½'),
      fc.string({ unit: 'grapheme-composite', minLength: 1, maxLength: 1 }),
    ),
    { maxLength: 12 },
  )
  .map((characters) => characters.join(''));

/**
 * What stays of `text` typed one character at a time with refusals skipped. user-event types a
 * UTF-16 unit at a time (half an emoji is refused), so the model does too.
 */
function kept(text: string, scale: number) {
  let field = '';
  let refused = false;
  for (const character of text.split('')) {
    if (refusalOf(field + character, scale)) refused = true;
    else field += character;
  }
  return { field, refused };
}

/** user-event reads `{` and `[` as key names: doubled, they are typed as themselves. */
const asKeys = (text: string) => text.replace(/[{[]/g, (bracket) => bracket + bracket);

async function maskedField(scale: number) {
  const onChange = vi.fn();
  renderUi(
    <AmountInput label="Сумма" scale={scale} max={Number.MAX_SAFE_INTEGER} onChange={onChange} />,
  );
  const input = screen.getByLabelText('Сумма');
  // The mask arrives after the first paint and regroups what is typed once it is in.
  await userEvent.type(input, '1000');
  await waitFor(() => expect(input).toHaveValue('1 000'));
  return { input, onChange };
}

describe.each([0, 2])('AmountInput with scale %i, typed anything', (scale) => {
  it('shows exactly the number it reports, and says so when it refused a character', async () => {
    const { input, onChange } = await maskedField(scale);
    await fc.assert(
      fc.asyncProperty(typed, async (text) => {
        await userEvent.clear(input);
        onChange.mockClear();
        if (text) await userEvent.type(input, asKeys(text));

        const shown = parseAmount((input as HTMLInputElement).value, {
          min: 0,
          max: Infinity,
          scale,
        });
        const expected = kept(text, scale);
        expect(shown).toEqual(parseAmount(expected.field, { min: 0, max: Infinity, scale }));
        // What is shown is always an amount (or nothing), and the last number reported is it.
        expect(shown.ok).toBe(true);
        const reported: unknown = onChange.mock.lastCall?.[0] ?? null;
        if (shown.ok) expect(reported).toBe(shown.value);
        if (expected.refused) expect(input).toHaveAccessibleDescription(/не набран|цифр|целая/);
        else expect(input).not.toHaveAccessibleDescription(/не набран|цифр|целая/);
      }),
      { numRuns: 120 },
    );
  }, 120_000);
});
