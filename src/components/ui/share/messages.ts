import { defineMessages } from 'react-intl';

/**
 * Copying and sharing a link: the `share` namespace (./locales), loaded by the private area
 * only (public pages never share).
 */
export const shareMessages = defineMessages({
  copy: { id: 'share.copy' },
  copied: { id: 'share.copied' },
  copyFailed: { id: 'share.copyFailed' },
  telegram: { id: 'share.telegram' },
  whatsapp: { id: 'share.whatsapp' },
  channels: { id: 'share.channels' },
});
