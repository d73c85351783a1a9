import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const buttonMessages = defineMessages({
  buttonLoading: { id: 'ui.button.loading' },
});
