import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type {
  StatisticPeriod,
  TeamMemberStatistic,
  TeamStatisticSortType,
} from '@/api/generated/model';
import { personPhotoUrl } from '@/api/photos';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { toMajorUnits, useFormatMoney } from '@/lib/money';
import { isTeamNotFound, useMemberRanking } from '../api/statistics';
import { statisticsMessages, statisticsValueMessages } from '../messages';
import styles from './statistics.module.css';

/** Members shown at first and added by each "Show more" (spec section 9: members pages of 30). */
const FIRST_SHOWN = 10;
const MORE_SHOWN = 30;

/** Three members' rows and the summary line. */
const RANKING_LOADING_HEIGHT = 200;

const SORTS = [
  { value: 'QUANTITY', label: statisticsMessages.sortQuantity },
  { value: 'AMOUNT', label: statisticsMessages.sortAmount },
] as const satisfies ReadonlyArray<{ value: TeamStatisticSortType; label: unknown }>;

export interface MemberRankingProps {
  teamUuid: string;
  period: StatisticPeriod;
  sort: TeamStatisticSortType;
  onSortChange: (sort: TeamStatisticSortType) => void;
  currency: string | undefined;
}

/**
 * A team's members over the chart's period, ranked by number of tips (the default) or by amount:
 * photo, name, tips and sum. Members without tips are summed up in one line that opens into
 * their names; a long ranking grows by "Show more".
 */
export function MemberRanking({
  teamUuid,
  period,
  sort,
  onSortChange,
  currency,
}: MemberRankingProps) {
  const intl = useIntl();
  const headingId = useId();
  const sortLabelId = useId();
  const ranking = useMemberRanking(teamUuid, period, sort);
  const count = ranking.data?.length;
  // The receipts card above says so, once.
  if (isTeamNotFound(ranking.error)) return null;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {intl.formatMessage(statisticsMessages.membersTitle)}
        </h2>
        {count !== undefined ? (
          <span className={styles.muted}>
            {intl.formatMessage(statisticsValueMessages.membersCount, { count })}
          </span>
        ) : null}
      </div>
      <p className={styles.muted}>{intl.formatMessage(statisticsMessages.membersPeriod)}</p>
      {count === undefined || count > 1 ? (
        <div className={styles.sortRow}>
          <span id={sortLabelId} className={styles.muted}>
            {intl.formatMessage(statisticsMessages.membersSort)}
          </span>
          <div role="group" aria-labelledby={sortLabelId} className={styles.chips}>
            {SORTS.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                className={styles.chip}
                aria-pressed={sort === value}
                onClick={() => onSortChange(value)}
              >
                {intl.formatMessage(label)}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <p>{intl.formatMessage(statisticsMessages.membersOnlyOne)}</p>
      )}
      <AsyncContent
        query={ranking}
        loading={
          // Plain shapes rather than the kit's SkeletonListItem: that export lives in the public
          // entry chunk and would stay there (and grow the tip page) once a lazy area used it.
          <SkeletonGroup>
            <Skeleton shape="rect" height={RANKING_LOADING_HEIGHT} />
          </SkeletonGroup>
        }
      >
        {(members) => (
          <Ranking
            // A new order or period starts from the top of the list again.
            key={`${sort}-${period}`}
            members={members}
            currency={currency}
          />
        )}
      </AsyncContent>
    </section>
  );
}

const fullName = (member: TeamMemberStatistic) => `${member.firstName} ${member.lastName}`;

function Ranking({
  members,
  currency,
}: {
  members: readonly TeamMemberStatistic[];
  currency: string | undefined;
}) {
  const intl = useIntl();
  const money = useFormatMoney(currency);
  const [shown, setShown] = useState(FIRST_SHOWN);
  const [withoutOpen, setWithoutOpen] = useState(false);
  const ranked = members.filter((member) => member.operationsCount > 0);
  const without = members.filter((member) => member.operationsCount === 0);

  return (
    <>
      {ranked.length > 0 ? (
        <ol className={styles.ranking}>
          {ranked.slice(0, shown).map((member, index) => (
            <li key={member.qrCodeUuid} className={styles.member}>
              <span className={styles.rank} aria-hidden="true">
                {index + 1}
              </span>
              <Avatar name={fullName(member)} src={personPhotoUrl(member.photoUuid)} size="sm" />
              <span className={styles.memberName}>{fullName(member)}</span>
              <span className={styles.memberFigures}>
                <span className={styles.memberAmount}>
                  {money(toMajorUnits(member.totalAmount))}
                </span>
                <span className={styles.muted}>
                  {intl.formatMessage(statisticsValueMessages.memberOperations, {
                    count: member.operationsCount,
                  })}
                </span>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {ranked.length > shown ? (
        <Button variant="secondary" size="sm" onClick={() => setShown(shown + MORE_SHOWN)}>
          {intl.formatMessage(statisticsMessages.membersMore)}
        </Button>
      ) : null}
      {without.length > 0 ? (
        <details
          className={styles.without}
          onToggle={(event) => setWithoutOpen(event.currentTarget.open)}
        >
          <summary>
            {intl.formatMessage(statisticsValueMessages.membersWithoutTips, {
              count: without.length,
            })}
          </summary>
          {withoutOpen ? (
            <ul className={styles.withoutList}>
              {without.map((member) => (
                <li key={member.qrCodeUuid}>{fullName(member)}</li>
              ))}
            </ul>
          ) : null}
        </details>
      ) : null}
    </>
  );
}
