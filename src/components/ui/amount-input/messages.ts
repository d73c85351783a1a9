import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const amountInputMessages = defineMessages({
  amountClear: { id: 'ui.amountInput.clear' },
  pasteRefused: { id: 'ui.amountInput.pasteRefused' },
});

/** Why typed characters were refused (`kind` of AmountRefusal), with what the words need. */
export const amountInputValueMessages = defineMessages<{
  refused: { kind: string; character: string; scale: number; digits: number };
}>({
  refused: { id: 'ui.amountInput.refused' },
});
