import { defineMessages } from 'react-intl';

export const operationsMessages = defineMessages({
  title: { id: 'operations.title' },
});
