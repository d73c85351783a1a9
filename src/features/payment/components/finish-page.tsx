import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { useFinishedPayment } from '../api/finished-payment';
import { FinishResult } from './finish-result';
import { MerchantFrame } from './merchant-frame';
import { PageSkeleton } from './page-skeleton';
import { PageError, PageMessage, RecipientNotFound } from './page-state';
import { toPaymentLanguage } from '../lib/payment-language';
import { classifyFormError } from '../lib/page-error';
import { finishMessages } from '../finish-messages';

/** `/finish.html?orderId=...`: where the card gateway sends the visitor back. */
export function FinishPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  if (!orderId) return <PageMessage title={intl.formatMessage(finishMessages.noOrder)} />;
  return <FinishedOrder key={orderId} orderId={orderId} />;
}

function FinishedOrder({ orderId }: { orderId: string }) {
  const { locale } = useLocale();
  const {
    query: result,
    gaveUpPolling,
    checkAgain,
  } = useFinishedPayment(orderId, toPaymentLanguage(locale));

  if (result.isError && !result.data) {
    if (classifyFormError(result.error) === 'not-found') return <RecipientNotFound />;
    return <PageError error={result.error} onRetry={() => void result.refetch()} />;
  }
  if (result.isPending) return <PageSkeleton />;
  return (
    <MerchantFrame customization={undefined}>
      <FinishResult
        info={result.data}
        gaveUpPolling={gaveUpPolling}
        checking={result.isFetching}
        onCheckAgain={checkAgain}
      />
    </MerchantFrame>
  );
}
