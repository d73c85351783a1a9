import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const spinnerMessages = defineMessages({
  spinnerLabel: { id: 'ui.spinner.label' },
});
