import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useAppSettings } from '@/api/app-settings';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { ListIcon } from '@/components/ui/icons/list-icon';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { useHistoryTotals } from '../api/history';
import { operationsMessages } from '../messages';
import { filterFromSearch, isNarrowed, searchOf, type HistoryFilter } from '../lib/history-filter';
import { ExportButton } from './export-button';
import { HistoryFilters, WhoseHistory } from './history-filters';
import { HistoryList } from './history-list';
import { HistoryTotals } from './history-totals';
import styles from './operations-page.module.css';

/**
 * The operations history (/cabinet/operations): the person's tips or a team's, its totals,
 * filters kept in the address (`?team=&from=&to=&qr=`, so a filtered view can be shared and
 * reloaded), the CSV export, and the list grouped by the reader's days.
 */
export function OperationsPage() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(
    () => filterFromSearch(new URLSearchParams(location.search)),
    [location.search],
  );
  const currency = useAppSettings().data?.currencyCode;
  const totals = useHistoryTotals(filter);
  const total = totals.data?.count;
  const show = (next: HistoryFilter) => void navigate({ search: searchOf(next) });

  return (
    <>
      <PageHeader
        title={intl.formatMessage(operationsMessages.title)}
        actions={<ExportButton filter={filter} currency={currency} total={total} />}
      />
      <div className={styles.controls}>
        <WhoseHistory
          team={filter.team}
          onChange={(team) => show({ team, from: filter.from, to: filter.to, qr: null })}
        />
        <HistoryFilters key={searchOf(filter)} filter={filter} onApply={show} />
        <HistoryTotals totals={totals} currency={currency} />
      </div>
      <HistoryList
        // A new history starts at its top, with its own rows.
        key={searchOf(filter)}
        filter={filter}
        currency={currency}
        total={total}
        empty={
          isNarrowed(filter) ? (
            <EmptyState
              icon={<ListIcon width={32} height={32} />}
              title={intl.formatMessage(operationsMessages.emptyFilteredTitle)}
              description={intl.formatMessage(operationsMessages.emptyFilteredDescription)}
            />
          ) : (
            <EmptyState
              icon={<ListIcon width={32} height={32} />}
              title={intl.formatMessage(operationsMessages.emptyTitle)}
              description={intl.formatMessage(operationsMessages.emptyDescription)}
            />
          )
        }
      />
    </>
  );
}
