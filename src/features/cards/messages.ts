import { defineMessages } from 'react-intl';

export const cardsMessages = defineMessages({
  title: { id: 'cards.title' },
});
