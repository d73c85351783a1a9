import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { ReviewPeriod } from '@/api/generated/model';
import { useAddressTeam, useMyTeams } from '@/api/my-teams';
import { Link } from '@/components/ui/link/link';
import { AddressFallbackNotice } from '@/components/ui/notice/address-fallback-notice';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { withoutParams } from '@/lib/address-params';
import { readView, REVIEW_PERIODS, withView, type ReviewsView } from '../lib/view';
import { reviewsMessages } from '../messages';
import { CommentsSection } from './comments-section';
import styles from './reviews.module.css';
import { SummarySection } from './summary-section';

const PERIOD_NAMES = {
  MONTH: reviewsMessages.periodMonth,
  QUARTER: reviewsMessages.periodQuarter,
  YEAR: reviewsMessages.periodYear,
  ALL: reviewsMessages.periodAll,
} as const satisfies Record<ReviewPeriod, unknown>;

/**
 * /cabinet/reviews: what guests said in a period, the person's or one of their teams'
 * (`?team=`): the average rating and the stars' distribution (the shared chart, with its table
 * view), the tags, then the tips with feedback, filtered by stars and comment behind the
 * kit's filters button on a phone, so the results come first. Every choice is in the address.
 */
export function ReviewsPage() {
  const intl = useIntl();
  const [address] = useSearchParams();
  const read = readView(address);
  const addressTeam = useAddressTeam(read.view.team);
  const view: ReviewsView = { ...read.view, team: addressTeam.team };
  const refused = addressTeam.refused ? [...read.refused, 'team'] : read.refused;
  const params = withoutParams(address, refused);
  const teams = useMyTeams().data?.list ?? [];
  const search = (change: Partial<ReviewsView>) => `?${withView(params, change).toString()}`;

  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage(reviewsMessages.title)}
        description={teams.find((team) => team.uuid === view.team)?.title}
      />
      {refused.length > 0 ? <AddressFallbackNotice /> : null}
      {teams.length > 0 ? (
        <nav aria-label={intl.formatMessage(reviewsMessages.scopeLabel)}>
          <ul className={styles.chips}>
            {[
              { uuid: null, title: intl.formatMessage(reviewsMessages.scopePersonal) },
              ...teams,
            ].map(({ uuid, title }) => (
              <li key={uuid ?? ''}>
                <Link
                  className={styles.chip}
                  to={{ search: search({ team: uuid }) }}
                  aria-current={uuid === view.team ? 'page' : undefined}
                >
                  {title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav aria-label={intl.formatMessage(reviewsMessages.periodsLabel)}>
        <ul className={styles.chips}>
          {REVIEW_PERIODS.map((period) => (
            <li key={period}>
              <Link
                className={styles.chip}
                to={{ search: search({ period }) }}
                aria-current={period === view.period ? 'page' : undefined}
              >
                {intl.formatMessage(PERIOD_NAMES[period])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {addressTeam.checking ? null : (
        <>
          <SummarySection view={view} />
          <CommentsSection view={view} search={search} />
        </>
      )}
    </div>
  );
}
