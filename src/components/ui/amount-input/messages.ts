import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const amountInputMessages = defineMessages({
  amountClear: { id: 'ui.amountInput.clear' },
  pasteRefused: { id: 'ui.amountInput.pasteRefused' },
});

/** Why typed characters were refused, with what the message needs. */
export const amountInputValueMessages = defineMessages<{
  refusedCharacter: { character: string; scale: number };
  refusedDecimals: { scale: number };
  refusedDigits: { digits: number };
}>({
  refusedCharacter: { id: 'ui.amountInput.refusedCharacter' },
  refusedDecimals: { id: 'ui.amountInput.refusedDecimals' },
  refusedDigits: { id: 'ui.amountInput.refusedDigits' },
});
