import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const errorStateMessages = defineMessages({
  errorTitle: { id: 'ui.errorState.title' },
  errorSubtitle: { id: 'ui.errorState.subtitle' },
  errorRetry: { id: 'ui.errorState.retry' },
});
