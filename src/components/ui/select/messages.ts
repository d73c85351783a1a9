import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const selectMessages = defineMessages({
  selectPlaceholder: { id: 'ui.select.placeholder' },
});
