import { defineMessages } from 'react-intl';

export const profileMessages = defineMessages({
  title: { id: 'profile.title' },
});
