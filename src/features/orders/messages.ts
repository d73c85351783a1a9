import { defineMessages } from 'react-intl';

export const ordersMessages = defineMessages({
  title: { id: 'orders.title' },
});
