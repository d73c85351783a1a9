import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { OrderStatus, type Order } from '@/api/generated/model';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { FiltersDisclosure } from '@/components/ui/filters-disclosure/filters-disclosure';
import { Link } from '@/components/ui/link/link';
import { useFormatMinorUnits } from '@/components/ui/money/use-format-minor-units';
import { Select } from '@/components/ui/select/select';
import { SkeletonGroup, SkeletonListItem } from '@/components/ui/skeleton/skeleton';
import { TextInput } from '@/components/ui/text-input/text-input';
import { useToast } from '@/components/ui/toast/toast';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { fileSaver } from '@/lib/save-file';
import { fetchAllOrders, useOrderList, type OrderFilter } from '../api/orders';
import { ordersCsv } from '../lib/orders-export';
import { periodError } from '../lib/period';
import {
  orderListMessages,
  ordersMessages,
  orderStatusMessages,
  ordersValueMessages,
  periodMessages,
} from '../messages';
import { orderPath } from '@/lib/routes';
import { OrderStatusBadge } from './order-status-badge';
import { PeriodFields, type PeriodDraft } from './period-fields';
import styles from './orders.module.css';
import { isIsoDay } from '@/lib/iso-day';

/** The list's filters in the address (`?status=PAID&createdFrom=...&createdTo=...&search=...`). */
const PARAMS = {
  status: 'status',
  dateFrom: 'createdFrom',
  dateTo: 'createdTo',
  orderIdContains: 'search',
} as const satisfies Record<keyof OrderFilter, string>;

const STATUSES = Object.values(OrderStatus);
const ANY_STATUS = 'ANY';

/** The filters the address holds; anything malformed in it is left out. */
export function orderFilterOf(params: URLSearchParams): OrderFilter {
  const status = params.get(PARAMS.status);
  const dateFrom = params.get(PARAMS.dateFrom);
  const dateTo = params.get(PARAMS.dateTo);
  const search = params.get(PARAMS.orderIdContains)?.trim();
  return {
    ...(STATUSES.includes(status as OrderStatus) ? { status: status as OrderStatus } : {}),
    ...(isIsoDay(dateFrom) ? { dateFrom } : {}),
    ...(isIsoDay(dateTo) ? { dateTo } : {}),
    ...(search ? { orderIdContains: search.slice(0, 64) } : {}),
  };
}

/**
 * An organisation's orders, newest first, page by page: id, description, date, amount,
 * refunded amount and status; filtered by status, days and part of the id (kept in the
 * address), and exported as CSV with the same filters.
 */
export function OrderList({
  organizationUuid,
  merchantLogin,
  currency,
}: {
  organizationUuid: string;
  merchantLogin: string;
  /** The organisation's currency: an order naming none is shown in it. */
  currency: string | undefined;
}) {
  const intl = useIntl();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const filter = orderFilterOf(params);
  const filtered = Object.keys(filter).length > 0;
  const orders = useOrderList(organizationUuid, filter);

  const applyFilter = (next: OrderFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, param] of Object.entries(PARAMS)) {
          const value = next[key as keyof OrderFilter];
          if (value) updated.set(param, value);
          else updated.delete(param);
        }
        return updated;
      },
      { preventScrollReset: true },
    );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {intl.formatMessage(ordersMessages.title)}
        </h2>
        <ExportButton
          organizationUuid={organizationUuid}
          merchantLogin={merchantLogin}
          filter={filter}
        />
      </div>
      <FiltersDisclosure activeCount={Object.keys(filter).length} applied={JSON.stringify(filter)}>
        <FilterForm key={params.toString()} filter={filter} onApply={applyFilter} />
      </FiltersDisclosure>
      <AsyncContent
        query={orders}
        loading={
          <SkeletonGroup>
            <SkeletonListItem />
            <SkeletonListItem />
            <SkeletonListItem />
          </SkeletonGroup>
        }
        isEmpty={(list) => list.length === 0}
        empty={
          filtered ? (
            <EmptyState
              title={intl.formatMessage(orderListMessages.noMatchTitle)}
              description={intl.formatMessage(orderListMessages.noMatchDescription)}
              action={
                <Button variant="secondary" onClick={() => applyFilter({})}>
                  {intl.formatMessage(orderListMessages.reset)}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={intl.formatMessage(orderListMessages.emptyTitle)}
              description={intl.formatMessage(orderListMessages.emptyDescription)}
            />
          )
        }
      >
        {(list) => (
          <>
            <ul className={styles.rows}>
              {list.map((order) => (
                <li key={order.orderId}>
                  <OrderRow order={order} currency={currency} />
                </li>
              ))}
            </ul>
            {orders.hasNextPage ? (
              <Button
                variant="secondary"
                loading={orders.isFetchingNextPage}
                onClick={() => void orders.fetchNextPage()}
              >
                {intl.formatMessage(orderListMessages.more)}
              </Button>
            ) : null}
          </>
        )}
      </AsyncContent>
    </section>
  );
}

function OrderRow({ order, currency }: { order: Order; currency: string | undefined }) {
  const intl = useIntl();
  const formatMoney = useFormatMinorUnits(order.currency ?? currency);
  return (
    <Link className={styles.row} to={orderPath(order.organizationUuid, order.orderId)}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{order.description ?? order.orderId}</span>
        <span className={styles.orderId}>{order.orderId}</span>
        <span className={styles.muted}>
          {intl.formatDate(order.createdDate, { dateStyle: 'medium', timeStyle: 'short' })}
        </span>
      </span>
      <span className={styles.rowSide}>
        <span className={styles.rowAmount}>{formatMoney(order.amount)}</span>
        {order.refundedAmount > 0 ? (
          <span className={styles.muted}>
            {intl.formatMessage(ordersValueMessages.listRefunded, {
              amount: formatMoney(order.refundedAmount),
            })}
          </span>
        ) : null}
        <OrderStatusBadge status={order.status} />
      </span>
    </Link>
  );
}

/** The filters being chosen; the list follows once they are applied (to the address). */
function FilterForm({
  filter,
  onApply,
}: {
  filter: OrderFilter;
  onApply: (filter: OrderFilter) => void;
}) {
  const intl = useIntl();
  const [status, setStatus] = useState<string>(filter.status ?? ANY_STATUS);
  const [period, setPeriod] = useState<PeriodDraft>({
    from: filter.dateFrom ?? null,
    to: filter.dateTo ?? null,
  });
  const [search, setSearch] = useState(filter.orderIdContains ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { from, to } = period;
    if (from && to && periodError({ from, to }) === 'endBeforeStart') {
      setError(intl.formatMessage(periodMessages.endBeforeStart));
      return;
    }
    setError(null);
    onApply({
      ...(status !== ANY_STATUS ? { status: status as OrderStatus } : {}),
      ...(from ? { dateFrom: from } : {}),
      ...(to ? { dateTo: to } : {}),
      ...(search.trim() ? { orderIdContains: search.trim() } : {}),
    });
  };

  return (
    <form
      role="search"
      className={styles.filters}
      aria-label={intl.formatMessage(orderListMessages.filters)}
      noValidate
      onSubmit={submit}
    >
      <div className={styles.filterFields}>
        <Select
          label={intl.formatMessage(orderListMessages.status)}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          options={[
            { value: ANY_STATUS, label: intl.formatMessage(orderListMessages.anyStatus) },
            ...STATUSES.map((value) => ({
              value,
              label: intl.formatMessage(orderStatusMessages[value]),
            })),
          ]}
        />
        <TextInput
          type="search"
          label={intl.formatMessage(orderListMessages.search)}
          hint={intl.formatMessage(orderListMessages.searchHint)}
          value={search}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <PeriodFields
        fromLabel={intl.formatMessage(orderListMessages.createdFrom)}
        toLabel={intl.formatMessage(orderListMessages.createdTo)}
        initial={period}
        onChange={(change) => setPeriod((current) => ({ ...current, ...change }))}
        error={error}
      />
      <div className={styles.filterActions}>
        <Button type="submit" variant="secondary" size="sm">
          {intl.formatMessage(orderListMessages.apply)}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onApply({})}>
          {intl.formatMessage(orderListMessages.reset)}
        </Button>
      </div>
    </form>
  );
}

/** Every order the filters let through, as a CSV file (UTF-8 with a BOM). */
function ExportButton({
  organizationUuid,
  merchantLogin,
  filter,
}: {
  organizationUuid: string;
  merchantLogin: string;
  filter: OrderFilter;
}) {
  const intl = useIntl();
  const toast = useToast();
  const formatError = useErrorMessage();
  /** How many orders are in while it runs; null when it does not. */
  const [read, setRead] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const exportOrders = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setRead(0);
    try {
      const orders = await fetchAllOrders(organizationUuid, filter, {
        signal: controller.signal,
        onProgress: setRead,
      });
      fileSaver.save(
        `orders-${merchantLogin}-${new Date(Date.now()).toISOString().slice(0, 10)}.csv`,
        new Blob([ordersCsv(orders, intl)], { type: 'text/csv;charset=utf-8' }),
      );
    } catch (error) {
      if (!controller.signal.aborted) toast(formatError(error).message, { tone: 'error' });
    } finally {
      running.current = null;
      setRead(null);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        loading={read !== null}
        onClick={() => void exportOrders()}
      >
        {intl.formatMessage(orderListMessages.export)}
      </Button>
      {read !== null ? (
        <>
          <span role="status">
            {intl.formatMessage(ordersValueMessages.listExportProgress, { count: read })}
          </span>
          <Button variant="ghost" size="sm" onClick={() => running.current?.abort()}>
            {intl.formatMessage(orderListMessages.exportStop)}
          </Button>
        </>
      ) : null}
    </>
  );
}
