import { FormattedMessage } from 'react-intl';
import { noticeMessages } from './messages';
import { Notice } from './notice';

/**
 * Said where a screen shows its default because its address held a parameter it could not use
 * (malformed, or a team that is not the person's): src/lib/address-params.ts reads them.
 */
export function AddressFallbackNotice() {
  return (
    <Notice>
      <FormattedMessage {...noticeMessages.addressFallback} />
    </Notice>
  );
}
