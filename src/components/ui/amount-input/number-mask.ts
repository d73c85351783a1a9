// imask's core and its number mask only, not the package index, which registers every mask
// type (pattern, date, range…). Loaded lazily by AmountInput, with the mask's options and the
// typing guard below: the tip page's first load carries none of them.
import type { InputMask } from 'imask';
import IMask from 'imask/esm/imask';
import 'imask/esm/masked/number';
import type { IntlShape } from 'react-intl';
import { normalizeDigits } from './parse-amount';
import {
  AMOUNT_MAX_DIGITS,
  amountInputValueMessages,
  refusalOf,
  type AmountRefusal,
} from './typing-refusal';

/**
 * Puts imask's number mask on `input`, behind a guard that refuses typing which would change the
 * figure otherwise (a minus, an `e`, a third decimal…) before the field or the mask sees it, and
 * tells `onRefused` in words what was refused (null once the person deletes something): the
 * field holds exactly what stays of what they typed, and that is the number `onAccept` reads.
 * What was typed before the guard came and is not an amount is cleared and said, never reshaped
 * by the mask. No limits in the mask itself (its min 0 only keeps the minus sign out): the
 * mask's own clamp on blur would change the figure silently. Answers the mask and its removal.
 */
export function maskAmount(
  input: HTMLInputElement,
  scale: number,
  intl: IntlShape,
  onRefused: (words: string | null) => void,
  onAccept: (mask: InputMask) => void,
): { mask: InputMask; stop: () => void } {
  const words = (refusal: AmountRefusal | null) =>
    refusal &&
    intl.formatMessage(amountInputValueMessages.refused, {
      character: '',
      ...refusal,
      scale,
      digits: AMOUNT_MAX_DIGITS,
    });
  // Native listener: React's onBeforeInput is not the `beforeinput` event.
  const refuse = (event: InputEvent) => {
    if (event.inputType.startsWith('delete')) onRefused(null);
    if (!event.inputType.startsWith('insert') || event.inputType === 'insertFromPaste') return;
    const inserted = event.data ?? event.dataTransfer?.getData('text') ?? '';
    const { value: current, selectionStart, selectionEnd } = input;
    const next =
      current.slice(0, selectionStart ?? current.length) +
      inserted +
      current.slice(selectionEnd ?? current.length);
    const refused = refusalOf(next, scale);
    if (!refused) return;
    event.preventDefault();
    onRefused(words(refused));
  };
  input.addEventListener('beforeinput', refuse);
  const held = words(refusalOf(input.value, scale));
  if (held) {
    onRefused(held);
    input.value = '';
  }
  // The mask reads a comma as the decimal mark only when it is typed (mapToRadix): taking over
  // "1 234,5" as it stands would make it 12 345. What was typed is an amount here, so its one
  // comma is its decimal mark.
  else input.value = input.value.replace(',', '.');
  const mask = IMask(input, {
    mask: Number,
    scale,
    min: 0,
    thousandsSeparator: ' ',
    radix: '.',
    mapToRadix: ['.', ','],
    normalizeZeros: true,
    prepare: normalizeDigits,
  });
  mask.on('accept', () => onAccept(mask));
  if (held) onAccept(mask);
  return {
    mask,
    stop: () => {
      input.removeEventListener('beforeinput', refuse);
      mask.destroy();
    },
  };
}
