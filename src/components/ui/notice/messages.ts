import { defineMessages } from 'react-intl';

/** Words this folder's components render themselves. */
export const noticeMessages = defineMessages({
  addressFallback: { id: 'ui.notice.addressFallback' },
});
