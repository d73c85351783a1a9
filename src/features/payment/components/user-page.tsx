import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useAppSettings } from '@/api/app-settings';
import { formatKnownMessage } from '@/lib/i18n/format-known-message';
import { jobPositionMessage } from '@/lib/job-positions';
import { useCustomization } from '../api/customization';
import { usePaymentForm } from '../api/payment-form';
import { MerchantFrame } from './merchant-frame';
import { TipPageSkeleton } from './tip-page-skeleton';
import { PageError, RecipientNotFound, RecipientUnavailable } from './page-state';
import { RecipientHeader } from './recipient-header';
import { TipForm } from './tip-form';
import { usePageOptions } from '../lib/use-page-options';
import { resolveAmountChoices, resolveLimits } from '../lib/amount';
import { classifyFormError } from '../lib/page-error';
import { personPhotoUrl } from '@/api/photos';
import { isUuid } from '@/lib/uuid';
import { useShellFrame } from '@/lib/use-shell-frame';

/** `/:userId`: tip one person; the id is their QR code's uuid. */
export function UserPage() {
  const { userId } = useParams();
  // /:userId catches every one-segment path; only a uuid can be a QR code: the rest is not found
  // without asking.
  if (!isUuid(userId)) return <RecipientNotFound />;
  // A new QR code is a new page: no state of the previous one carries over.
  return <UserTipPage key={userId} qrCodeUuid={userId} />;
}

function UserTipPage({ qrCodeUuid }: { qrCodeUuid: string }) {
  const intl = useIntl();
  const form = usePaymentForm(qrCodeUuid);
  const { customization, settled } = useCustomization({ qrCodeUuid });
  const settings = useAppSettings();
  const options = usePageOptions();
  // The prerendered shell is this page's skeleton: hydration draws it again, then the page.
  const shell = useShellFrame();

  // Settings failing is not fatal: the form works without hidden amounts and currency symbol.
  if (shell || form.isPending || !settled || settings.isPending) return <TipPageSkeleton />;
  if (form.isError) {
    const problem = classifyFormError(form.error);
    if (problem === 'not-found') return <RecipientNotFound />;
    if (problem === 'unavailable') return <RecipientUnavailable error={form.error} />;
    return <PageError error={form.error} onRetry={() => void form.refetch()} />;
  }

  const recipient = form.data;
  const limits = resolveLimits(recipient.limits);
  const name = `${recipient.firstName} ${recipient.lastName}`.trim();
  const subtitle = [
    recipient.jobPosition
      ? formatKnownMessage(intl, jobPositionMessage(recipient.jobPosition))
      : null,
    recipient.team?.title,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <MerchantFrame customization={customization}>
      <RecipientHeader
        name={name}
        photoUrl={personPhotoUrl(recipient.photo)}
        subtitle={subtitle || undefined}
      />
      <TipForm
        target={{ qrCodeUuid: recipient.qrCodeUuid }}
        limits={limits}
        choices={resolveAmountChoices(recipient.amounts, recipient.defaultAmounts, limits)}
        currency={settings.data?.currencyCode}
        hideAmount={settings.data?.hideAmountEnabled ?? false}
        preview={options.preview}
        autoFill={options.autoFill}
        recipient={name}
      />
    </MerchantFrame>
  );
}
