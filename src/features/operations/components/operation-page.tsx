import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { useAppSettings } from '@/api/app-settings';
import type { Operation } from '@/api/generated/model';
import { personPhotoUrl, teamPhotoUrl } from '@/api/photos';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Avatar } from '@/components/ui/avatar/avatar';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { isUuid } from '@/lib/address-params';
import { toMajorUnits, useFormatMoney } from '@/lib/money';
import { useOperation } from '../api/history';
import { operationsMessages, operationValueMessages } from '../messages';
import { filterFromSearch } from '../lib/history-filter';
import { emojiOf, jobPositionText, memberText, qrCodeText } from '../lib/operation-text';
import { OPERATIONS_PATH } from '@/lib/routes';
import { OperationAmount, PercentOfBill } from './operation-row';
import { RatingStars } from './rating-stars';
import styles from './operation-page.module.css';

/**
 * One operation (/cabinet/operations/:operationUuid, `?team=` when it is a team's): every
 * field it has. Receipt and comment notifications and the history link here.
 */
export function OperationPage() {
  const intl = useIntl();
  const { operationUuid = '' } = useParams();
  const { team } = filterFromSearch(new URLSearchParams(useLocation().search));
  const operation = useOperation(operationUuid, team);
  const currency = useAppSettings().data?.currencyCode;
  // No such operation, an id that names none, or a team that is not the person's.
  const notFound = (
    <EmptyState
      title={intl.formatMessage(operationsMessages.notFoundTitle)}
      description={intl.formatMessage(operationsMessages.notFoundDescription)}
    />
  );
  return (
    <>
      <Link to={`${OPERATIONS_PATH}${team ? `?team=${team}` : ''}`} className={styles.back}>
        {intl.formatMessage(operationsMessages.back)}
      </Link>
      <PageHeader title={intl.formatMessage(operationsMessages.detailsTitle)} />
      {isUuid(operationUuid) ? (
        <AsyncContent
          query={operation}
          loading={
            <SkeletonGroup>
              <Skeleton shape="rect" height={320} />
            </SkeletonGroup>
          }
          isEmpty={(data) => data === null}
          empty={notFound}
          notFound={notFound}
        >
          {(data) => data && <OperationDetails operation={data} currency={currency} />}
        </AsyncContent>
      ) : (
        notFound
      )}
    </>
  );
}

function OperationDetails({
  operation,
  currency,
}: {
  operation: Operation;
  currency: string | undefined;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney(currency);
  const emoji = emojiOf(intl, operation);
  const member = memberText(intl, operation);
  const dateTime = (date: string) =>
    intl.formatDate(date, { dateStyle: 'long', timeStyle: 'short' });
  const fields: Array<[ReactNode, ReactNode]> = [
    [
      intl.formatMessage(operationsMessages.fieldDate),
      <time dateTime={operation.date}>{dateTime(operation.date)}</time>,
    ],
    ...(operation.receiptDate
      ? ([
          [
            intl.formatMessage(operationsMessages.fieldReceiptDate),
            <time dateTime={operation.receiptDate}>{dateTime(operation.receiptDate)}</time>,
          ],
        ] as Array<[ReactNode, ReactNode]>)
      : []),
  ];
  const optional = (label: ReactNode, value: ReactNode) => {
    if (value !== null && value !== undefined && value !== '') fields.push([label, value]);
  };
  if (operation.amountExists && operation.feeAmount !== undefined) {
    const fee = formatMoney(toMajorUnits(operation.feeAmount));
    // The fee came out of the tip when the recipient received less than it.
    const fromTip =
      operation.receivedAmount !== undefined && operation.receivedAmount < operation.amount;
    fields.push([
      intl.formatMessage(operationsMessages.fieldFee),
      intl.formatMessage(
        fromTip ? operationValueMessages.feeFromTip : operationValueMessages.feeByGuest,
        {
          fee,
        },
      ),
    ]);
  }
  if (operation.amountExists && operation.receivedAmount !== undefined)
    fields.push([
      intl.formatMessage(operationsMessages.fieldReceived),
      formatMoney(toMajorUnits(operation.receivedAmount)),
    ]);
  optional(
    intl.formatMessage(operationsMessages.fieldPercent),
    operation.percentAmount !== undefined ? (
      <PercentOfBill percentAmount={operation.percentAmount} />
    ) : null,
  );
  optional(
    intl.formatMessage(operationsMessages.fieldRating),
    operation.rating ? <RatingStars rating={operation.rating} /> : null,
  );
  optional(
    intl.formatMessage(operationsMessages.fieldEmoji),
    emoji.shown ? (
      <>
        <span aria-hidden="true">{emoji.shown}</span> {emoji.spoken}
      </>
    ) : null,
  );
  optional(
    intl.formatMessage(operationsMessages.fieldMessage),
    operation.message ? <span className={styles.message}>{operation.message}</span> : null,
  );
  optional(intl.formatMessage(operationsMessages.fieldQrCode), qrCodeText(intl, operation));
  optional(
    intl.formatMessage(operationsMessages.fieldTeam),
    operation.teamTitle ? (
      <>
        <Avatar name={operation.teamTitle} src={teamPhotoUrl(operation.teamPhotoUuid)} size="sm" />
        {operation.teamTitle}
      </>
    ) : null,
  );
  optional(
    intl.formatMessage(operationsMessages.fieldMember),
    member ? (
      <>
        {!operation.memberDeleted && operation.photoUuid ? (
          <Avatar name={member} src={personPhotoUrl(operation.photoUuid)} size="sm" />
        ) : null}
        {member}
      </>
    ) : null,
  );
  optional(intl.formatMessage(operationsMessages.fieldTable), operation.table);
  optional(
    intl.formatMessage(operationsMessages.fieldJobPosition),
    jobPositionText(intl, operation),
  );
  fields.push([intl.formatMessage(operationsMessages.fieldId), operation.uuid]);

  return (
    <article className={styles.card} aria-labelledby="operation-amount">
      <h2 id="operation-amount" className={styles.headline}>
        <OperationAmount operation={operation} currency={currency} />
      </h2>
      <dl className={styles.fields}>
        {fields.map(([label, value], index) => (
          <div key={index} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
