import { defineMessages } from 'react-intl';

export const statisticsMessages = defineMessages({
  title: { id: 'statistics.title' },
});
