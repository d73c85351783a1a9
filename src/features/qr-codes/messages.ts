import { defineMessages } from 'react-intl';

export const qrCodesMessages = defineMessages({
  title: { id: 'qr-codes.title' },
});
