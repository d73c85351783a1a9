import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { useAppSettings } from '@/api/app-settings';
import type { OrderDetails } from '@/api/generated/model';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { useFormatMinorUnits } from '@/components/ui/money/use-format-minor-units';
import { Notice } from '@/components/ui/notice/notice';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { isUuid } from '@/lib/address-params';
import { useSessionDraft } from '@/lib/session-draft';
import { useOrder } from '../api/orders';
import { canRefund, remainingOf } from '../api/refunds';
import { orderMessages, ordersValueMessages } from '../messages';
import { orderPath, organizationPath } from '@/lib/routes';
import { OrderStatusBadge } from './order-status-badge';
import { REFUND_DIALOG_DRAFT, RefundDialog, type RefundKind } from './refund-dialog';
import styles from './orders.module.css';

/**
 * /orders/:organizationUuid/:orderId: everything about one order, its refunds so far, what can
 * still be refunded, and the way to refund it in full or in part. An order that is not found
 * (or not the person's, or under an address whose organisation is no id) says so, with no retry.
 */
export function OrderPage() {
  const intl = useIntl();
  const { organizationUuid = '', orderId = '' } = useParams();
  const order = useOrder(orderId, isUuid(organizationUuid));
  const data = order.data;
  // No such order, or one of an organisation that is not the person's.
  const notFound = (
    <EmptyState
      title={intl.formatMessage(orderMessages.notFoundTitle)}
      description={intl.formatMessage(orderMessages.notFoundDescription)}
    />
  );

  // An order reached under another organisation's address: its own address instead.
  if (data && data.organizationUuid !== organizationUuid)
    return <Navigate to={orderPath(data.organizationUuid, data.orderId)} replace />;

  return (
    <>
      <Link className={styles.back} to={organizationPath(organizationUuid)}>
        {intl.formatMessage(orderMessages.back)}
      </Link>
      <PageHeader
        title={data?.description ?? intl.formatMessage(orderMessages.loadingTitle)}
        description={data ? data.orderId : undefined}
      />
      {isUuid(organizationUuid) ? (
        <AsyncContent
          query={order}
          loading={
            <SkeletonGroup>
              <Skeleton shape="rect" height={200} />
              <Skeleton shape="rect" height={96} />
            </SkeletonGroup>
          }
          notFound={notFound}
        >
          {(loaded) => <OrderContent order={loaded} />}
        </AsyncContent>
      ) : (
        notFound
      )}
    </>
  );
}

type Report = { kind: 'refunded'; amount: number } | { kind: 'changed' };

function OrderContent({ order }: { order: OrderDetails }) {
  const intl = useIntl();
  const refundsHeadingId = useId();
  const settingsCurrency = useAppSettings().data?.currencyCode;
  const formatMoney = useFormatMinorUnits(order.currency ?? settingsCurrency);
  const [dialog, setDialog] = useState<RefundKind | null>(null);
  // A dialog keeps its draft like a form: after a session expiry it is open again on return.
  useSessionDraft(REFUND_DIALOG_DRAFT, { dialog }, (saved) => {
    if (saved.dialog === 'full' || saved.dialog === 'part') setDialog(saved.dialog);
  });
  const [report, setReport] = useState<Report | null>(null);
  const reportRef = useRef<HTMLDivElement>(null);
  const refundable = canRefund(order);
  // A reloaded order that offers no refund any more closes the dialog.
  const open = dialog !== null && refundable;

  // What just happened is said where focus lands once the dialog has closed.
  useEffect(() => {
    if (report && !open) reportRef.current?.focus();
  }, [report, open]);

  const rows: Array<[string, ReactNode]> = [
    [intl.formatMessage(orderMessages.status), <OrderStatusBadge status={order.status} />],
    [
      intl.formatMessage(orderMessages.created),
      intl.formatDate(order.createdDate, { dateStyle: 'long', timeStyle: 'short' }),
    ],
    [intl.formatMessage(orderMessages.amount), formatMoney(order.amount)],
    [intl.formatMessage(orderMessages.refundedAmount), formatMoney(order.refundedAmount)],
    [intl.formatMessage(orderMessages.remaining), formatMoney(remainingOf(order))],
  ];

  return (
    <>
      {report ? (
        <div ref={reportRef} tabIndex={-1} className={styles.report}>
          <Notice>
            {report.kind === 'refunded'
              ? intl.formatMessage(ordersValueMessages.orderRefunded, {
                  amount: formatMoney(report.amount),
                })
              : intl.formatMessage(orderMessages.changed)}
          </Notice>
        </div>
      ) : null}
      <section className={styles.section}>
        <dl className={styles.details}>
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {refundable ? (
          <div className={styles.actions}>
            <Button variant="danger" onClick={() => setDialog('full')}>
              {intl.formatMessage(orderMessages.refundFull)}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('part')}>
              {intl.formatMessage(orderMessages.refundPart)}
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>
            {intl.formatMessage(
              order.status === 'REFUNDED'
                ? orderMessages.refundedInFull
                : orderMessages.notRefundable,
            )}
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby={refundsHeadingId}>
        <h2 id={refundsHeadingId} className={styles.sectionTitle}>
          {intl.formatMessage(orderMessages.refundsTitle)}
        </h2>
        {order.refunds.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(orderMessages.refundsEmpty)}</p>
        ) : (
          <ol className={styles.refunds}>
            {order.refunds.map((refund) => (
              <li key={refund.refundId} className={styles.refund}>
                <span>
                  {intl.formatMessage(
                    refund.type === 'FULL' ? orderMessages.refundFULL : orderMessages.refundPARTIAL,
                  )}
                  <span className={styles.muted}>
                    {intl.formatDate(refund.createdDate, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </span>
                </span>
                <span className={styles.rowAmount}>{formatMoney(refund.amount)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      {open ? (
        <RefundDialog
          order={order}
          kind={dialog}
          formatMoney={formatMoney}
          onClose={() => setDialog(null)}
          onRefunded={(amount) => {
            setReport({ kind: 'refunded', amount });
            setDialog(null);
          }}
          onOrderChanged={() => setReport({ kind: 'changed' })}
        />
      ) : null}
    </>
  );
}
