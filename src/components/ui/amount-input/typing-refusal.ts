import { defineMessages } from 'react-intl';
import { normalizeDigits } from './parse-amount';

// What typing may not put in an amount field. Loaded with the mask (number-mask.ts), after the
// first paint: the tip page's first load does not carry it.

/** Digits a double holds exactly: an amount with more would be sent as another number. */
export const AMOUNT_MAX_DIGITS = 15;

/** Why a text cannot stand in an amount field as typed. */
export type AmountRefusal =
  { kind: 'character'; character: string } | { kind: 'decimals' } | { kind: 'digits' };

/**
 * Whether `text` may stand in the field exactly as typed, so that the number shown is the number
 * sent: only digits (any script), spaces and one decimal mark, at most `scale` decimals (none
 * when `scale` is 0) after at least one digit, and AMOUNT_MAX_DIGITS significant digits. Anything else names what is
 * refused: the first character that is not part of an amount (a minus, an `e`, a second mark…).
 */
export function refusalOf(text: string, scale: number): AmountRefusal | null {
  const compact = normalizeDigits(text).replace(/\s/g, '');
  let marks = 0;
  for (const character of compact) {
    if (/\d/.test(character)) continue;
    // A mark needs a digit before it: the mask would show "." and report 0.
    if ((character === '.' || character === ',') && marks === 0 && compact[0] !== character)
      marks += 1;
    else return { kind: 'character', character };
  }
  const [whole = '', fraction = ''] = compact.split(/[.,]/);
  if (marks > 0 && scale === 0) return { kind: 'decimals' };
  if (fraction.length > scale) return { kind: 'decimals' };
  if (whole.replace(/^0+/, '').length + fraction.length > AMOUNT_MAX_DIGITS)
    return { kind: 'digits' };
  return null;
}

/** Why typed characters were refused (`kind` of AmountRefusal), with what the words need. */
export const amountInputValueMessages = defineMessages<{
  refused: { kind: string; character: string; scale: number; digits: number };
}>({
  refused: { id: 'ui.amountInput.refused' },
});
