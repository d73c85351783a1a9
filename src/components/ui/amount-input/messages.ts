import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const amountInputMessages = defineMessages({
  amountClear: { id: 'ui.amountInput.clear' },
  pasteRefused: { id: 'ui.amountInput.pasteRefused' },
});
