// imask's core and its number mask only, not the package index, which registers every mask
// type (pattern, date, range…). Loaded lazily by AmountInput, with the typing guard below: the
// tip page's first load carries neither.
import IMask from 'imask/esm/imask';
import 'imask/esm/masked/number';
import type { IntlShape } from 'react-intl';
import {
  AMOUNT_MAX_DIGITS,
  amountInputValueMessages,
  refusalOf,
  type AmountRefusal,
} from './typing-refusal';

export { IMask };

/**
 * Refuses typing that would change the figure otherwise (a minus, an `e`, a third decimal…)
 * before the field or its mask sees it, and tells `onRefused` in words what was refused (null
 * once the person deletes something): the field holds exactly what stays of what they typed, and that is
 * the number reported. Native listener: React's onBeforeInput is not the `beforeinput` event.
 * Answers what the field already holds, refused or not, and the listener's removal.
 */
export function guardAmountTyping(
  input: HTMLInputElement,
  scale: number,
  intl: IntlShape,
  onRefused: (words: string | null) => void,
): { held: string | null; stop: () => void } {
  const words = (refusal: AmountRefusal | null) =>
    refusal &&
    intl.formatMessage(amountInputValueMessages.refused, {
      character: '',
      ...refusal,
      scale,
      digits: AMOUNT_MAX_DIGITS,
    });
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
  return {
    held: input.value ? words(refusalOf(input.value, scale)) : null,
    stop: () => input.removeEventListener('beforeinput', refuse),
  };
}
