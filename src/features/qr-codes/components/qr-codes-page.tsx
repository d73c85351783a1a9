import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { QrCode } from '@/api/generated/model/qrCode';
import type { QrCodeStatistic } from '@/api/generated/model/qrCodeStatistic';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { QrCodeIcon } from '@/components/ui/icons/qr-code-icon';
import { Link } from '@/components/ui/link/link';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Select } from '@/components/ui/select/select';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { useQrCodes, useQrCodeStatistic } from '../api/qr-codes';
import {
  DEFAULT_STATISTIC_PERIOD,
  periodDays,
  type StatisticPeriod,
} from '../lib/statistic-period';
import { useFormatAmount } from '../lib/use-format-amount';
import { useTipPageAddress } from '../lib/use-tip-page-address';
import { kindNames, qrCodesMessages, qrCodesValueMessages } from '../messages';
import { DeleteQrCodeDialog } from './delete-qr-code-dialog';
import { CodeFigures, PeriodSelect } from './qr-code-figures';
import { usePurposeName } from './purpose-name';
import { QrThumbnail } from './qr-thumbnail';
import styles from './qr-codes-page.module.css';
import { NEW_QR_CODE_PATH, qrCodePath } from '@/lib/routes';

const PERSONAL = 'personal';
const ALL = 'all';

interface Group {
  key: string;
  title: string;
  codes: QrCode[];
}

/** Personal codes first, then one group per team (by title), each in the list's order. */
function groupsOf(codes: readonly QrCode[], personalTitle: string): Group[] {
  const personal: Group = { key: PERSONAL, title: personalTitle, codes: [] };
  const teams = new Map<string, Group>();
  for (const code of codes) {
    if (!code.team) {
      personal.codes.push(code);
      continue;
    }
    const group = teams.get(code.team.uuid) ?? {
      key: code.team.uuid,
      title: code.team.title,
      codes: [],
    };
    group.codes.push(code);
    teams.set(code.team.uuid, group);
  }
  const sorted = [...teams.values()].sort((a, b) => a.title.localeCompare(b.title));
  return [personal, ...sorted].filter((group) => group.codes.length > 0);
}

/** What a row shows of its code's figures: them, still loading, or that they did not load. */
type RowFigures = { figures?: QrCodeStatistic; failed: boolean; best: boolean };

/**
 * Every code's figures over the period, in one call (qrcode/statistic), and the code with the
 * most tips in it, so the best one stands out.
 */
function useListFigures(codes: readonly QrCode[] | undefined, period: StatisticPeriod) {
  const uuids = useMemo(() => (codes ?? []).map((code) => code.uuid), [codes]);
  const days = useMemo(() => periodDays(period), [period]);
  const statistic = useQrCodeStatistic(uuids, days);
  return useMemo(() => {
    const list = statistic.data?.list ?? [];
    const most = Math.max(0, ...list.map((item) => item.tips));
    const leaders = list.filter((item) => most > 0 && item.tips === most);
    const byUuid = new Map(list.map((item) => [item.uuid, item]));
    return (uuid: string): RowFigures => ({
      figures: byUuid.get(uuid),
      failed: statistic.isError && !statistic.data,
      best: leaders.length === 1 && leaders[0]!.uuid === uuid,
    });
  }, [statistic.data, statistic.isError]);
}

/** The person's QR codes (qrcode/list), personal and team ones apart, each with a small preview. */
export function QrCodesPage() {
  const intl = useIntl();
  const codes = useQrCodes();
  const [search, setSearch] = useSearchParams();
  const [deleting, setDeleting] = useState<QrCode | null>(null);
  const [period, setPeriod] = useState<StatisticPeriod>(DEFAULT_STATISTIC_PERIOD);
  const figuresOf = useListFigures(codes.data?.list, period);
  const shown = search.get('show') ?? '';

  return (
    <>
      <PageHeader
        title={intl.formatMessage(qrCodesMessages.title)}
        description={intl.formatMessage(qrCodesMessages.description)}
        actions={
          <Link className={styles.newCode} to={NEW_QR_CODE_PATH}>
            {intl.formatMessage(qrCodesMessages.newCode)}
          </Link>
        }
      />
      <AsyncContent
        query={codes}
        loading={
          <SkeletonGroup>
            <div className={styles.list}>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} shape="rect" height={104} />
              ))}
            </div>
          </SkeletonGroup>
        }
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState
            icon={<QrCodeIcon width={32} height={32} />}
            title={intl.formatMessage(qrCodesMessages.emptyTitle)}
            description={intl.formatMessage(qrCodesMessages.emptyDescription)}
            action={
              <Link className={styles.newCode} to={NEW_QR_CODE_PATH}>
                {intl.formatMessage(qrCodesMessages.newCode)}
              </Link>
            }
          />
        }
      >
        {({ list }) => {
          const groups = groupsOf(list, intl.formatMessage(qrCodesMessages.personal));
          const visible = groups.filter((group) => !shown || group.key === shown);
          return (
            <>
              <div className={styles.filters}>
                <div className={styles.filter}>
                  <PeriodSelect value={period} onChange={setPeriod} />
                </div>
                {groups.length > 1 ? (
                  <div className={styles.filter}>
                    <Select
                      label={intl.formatMessage(qrCodesMessages.filter)}
                      value={visible.length === groups.length ? ALL : shown}
                      options={[
                        { value: ALL, label: intl.formatMessage(qrCodesMessages.filterAll) },
                        ...groups.map((group) => ({ value: group.key, label: group.title })),
                      ]}
                      onChange={(event) => {
                        const next = new URLSearchParams(search);
                        if (event.target.value === ALL) next.delete('show');
                        else next.set('show', event.target.value);
                        setSearch(next, { replace: true });
                      }}
                    />
                  </div>
                ) : null}
              </div>
              {(visible.length > 0 ? visible : groups).map((group) => (
                <section
                  key={group.key}
                  className={styles.group}
                  aria-labelledby={`qr-group-${group.key}`}
                >
                  <h2 id={`qr-group-${group.key}`} className={styles.groupTitle}>
                    {group.title}
                  </h2>
                  <ul className={styles.list}>
                    {group.codes.map((code) => (
                      <QrCodeRow
                        key={code.uuid}
                        code={code}
                        figures={figuresOf(code.uuid)}
                        onDelete={() => setDeleting(code)}
                      />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          );
        }}
      </AsyncContent>
      <DeleteQrCodeDialog code={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function QrCodeRow({
  code,
  figures,
  onDelete,
}: {
  code: QrCode;
  figures: RowFigures;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const formatAmount = useFormatAmount();
  const purposeName = usePurposeName();
  const address = useTipPageAddress(code);
  return (
    <li className={styles.row}>
      <QrThumbnail address={address} />
      <div className={styles.text}>
        <Link className={styles.title} to={qrCodePath(code.uuid)}>
          {code.title}
        </Link>
        <p className={styles.meta}>
          {[intl.formatMessage(kindNames[code.kind]), code.purpose && purposeName(code.purpose)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className={styles.amounts}>{code.amounts.map(formatAmount).join(' · ')}</p>
        <div className={styles.figures}>
          {figures.best ? (
            <span className={styles.best}>{intl.formatMessage(qrCodesMessages.bestCode)}</span>
          ) : null}
          {figures.figures ? (
            <CodeFigures figures={figures.figures} />
          ) : figures.failed ? (
            <p className={styles.meta}>{intl.formatMessage(qrCodesMessages.figuresFailed)}</p>
          ) : (
            <Skeleton shape="text" width="12em" />
          )}
        </div>
      </div>
      {code.kind === 'CUSTOM' ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={intl.formatMessage(qrCodesValueMessages.deleteCode, { title: code.title })}
        >
          {intl.formatMessage(qrCodesMessages.delete)}
        </Button>
      ) : null}
    </li>
  );
}
