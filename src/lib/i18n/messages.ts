import { defineMessages } from 'react-intl';

export const documentTitleMessages = defineMessages({
  /** The product's name: the end of every tab title, and the whole of it where a page has none. */
  brand: { id: 'app.brand' },
});
