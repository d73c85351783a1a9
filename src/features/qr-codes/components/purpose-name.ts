import { useIntl } from 'react-intl';
import type { QrPurpose } from '@/api/generated/model/qrPurpose';
import { purposeNames } from '../messages';

/** A purpose's name in the reader's language; one the app does not know keeps the server's title. */
export function usePurposeName(): (purpose: QrPurpose) => string {
  const intl = useIntl();
  return (purpose) =>
    purpose.code in purposeNames
      ? intl.formatMessage(purposeNames[purpose.code as keyof typeof purposeNames])
      : purpose.title;
}
