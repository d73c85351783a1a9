import { defineMessages } from 'react-intl';

export const notificationsMessages = defineMessages({
  title: { id: 'notifications.title' },
});
