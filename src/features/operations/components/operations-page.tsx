import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useAppSettings } from '@/api/app-settings';
import { useAddressTeam } from '@/api/my-teams';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { FiltersDisclosure } from '@/components/ui/filters-disclosure/filters-disclosure';
import { ListIcon } from '@/components/ui/icons/list-icon';
import { AddressFallbackNotice } from '@/components/ui/notice/address-fallback-notice';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { SkeletonGroup, SkeletonListItem } from '@/components/ui/skeleton/skeleton';
import { useHistoryTotals } from '../api/history';
import { operationsMessages } from '../messages';
import {
  isNarrowed,
  narrowingCount,
  readFilter,
  searchOf,
  type HistoryFilter,
} from '../lib/history-filter';
import { ExportButton } from './export-button';
import { HistoryFilters, WhoseHistory } from './history-filters';
import { HistoryList } from './history-list';
import { HistoryTotals } from './history-totals';
import styles from './operations-page.module.css';

/**
 * The operations history (/cabinet/operations): the person's tips or a team's, its totals,
 * filters kept in the address (`?team=&from=&to=&qr=&member=`, so a filtered view can be shared and
 * reloaded), the CSV export, and the list grouped by the reader's days. What the address holds
 * that cannot be used (not a date or an id, a team that is not the person's) is left out, and
 * said so; a team is checked against the person's teams before its history is asked for.
 */
export function OperationsPage() {
  const intl = useIntl();
  const location = useLocation();
  const read = useMemo(() => readFilter(new URLSearchParams(location.search)), [location.search]);
  // A team that is not the person's falls back to their own history (and its QR code and
  // member with it); a member without a team names nobody.
  const team = useAddressTeam(read.values.team);
  const filter = useMemo(
    () => ({
      ...read.values,
      team: team.team,
      qr: team.refused ? null : read.values.qr,
      member: team.team ? read.values.member : null,
    }),
    [read.values, team.team, team.refused],
  );
  if (team.checking)
    return (
      <>
        <PageHeader title={intl.formatMessage(operationsMessages.title)} />
        <SkeletonGroup>
          <SkeletonListItem />
          <SkeletonListItem />
        </SkeletonGroup>
      </>
    );
  return <History filter={filter} fallback={read.refused.length > 0 || team.refused} />;
}

function History({ filter, fallback }: { filter: HistoryFilter; fallback: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
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
      {fallback ? <AddressFallbackNotice /> : null}
      <div className={styles.controls}>
        <WhoseHistory
          team={filter.team}
          onChange={(team) =>
            show({ team, from: filter.from, to: filter.to, qr: null, member: null })
          }
        />
        <FiltersDisclosure activeCount={narrowingCount(filter)} applied={searchOf(filter)}>
          <HistoryFilters key={searchOf(filter)} filter={filter} onApply={show} />
        </FiltersDisclosure>
        <HistoryTotals totals={totals} currency={currency} previous={totals.isPlaceholderData} />
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
