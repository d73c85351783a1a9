import { defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  errorTitle: { id: 'app.errorScreen.title' },
  errorDescription: { id: 'app.errorScreen.description' },
  errorReload: { id: 'app.errorScreen.reload' },
  notFoundTitle: { id: 'app.notFound.title' },
  notFoundDescription: { id: 'app.notFound.description' },
  loading: { id: 'app.loading' },
  reserved: { id: 'app.reserved' },
});
