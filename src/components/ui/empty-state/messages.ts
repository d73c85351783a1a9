import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const emptyStateMessages = defineMessages({
  emptyTitle: { id: 'ui.emptyState.title' },
});
