import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ReviewSummary } from '@/api/generated/model';
import { BarChart } from '@/components/charts/bar-chart/bar-chart';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { EMOJI_TAGS, emojiTagMessage } from '@/lib/emoji-tags';
import { useReviewSummary } from '../api/reviews';
import type { ReviewsView } from '../lib/view';
import { reviewsMessages, reviewsValueMessages } from '../messages';
import styles from './reviews.module.css';

/** The period's ratings: the average, the stars as a chart (or a table), and the tags. */
export function SummarySection({ view }: { view: ReviewsView }) {
  const summary = useReviewSummary(view);
  return (
    <AsyncContent
      query={summary}
      loading={
        <SkeletonGroup>
          <div className={styles.card}>
            <Skeleton width="30%" />
            <Skeleton shape="rect" height={220} />
          </div>
        </SkeletonGroup>
      }
    >
      {(data) => <Summary summary={data} />}
    </AsyncContent>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const intl = useIntl();
  const average =
    summary.average === undefined
      ? undefined
      : intl.formatNumber(summary.average, { maximumFractionDigits: 1 });
  const chart = useMemo(
    () => ({
      title: intl.formatMessage(reviewsMessages.starsTitle),
      description: intl.formatMessage(reviewsValueMessages.starsDescription, {
        count: summary.count,
        average: average ?? '—',
      }),
      data: summary.stars.map(({ stars, count }) => ({
        key: String(stars),
        axisLabel: `${stars}★`,
        label: intl.formatMessage(reviewsValueMessages.star, { stars }),
        value: count,
        valueText: intl.formatMessage(reviewsValueMessages.tipCount, { count }),
      })),
      formatTick: (value: number) => intl.formatNumber(value, { notation: 'compact' }),
      labels: {
        showTable: intl.formatMessage(reviewsMessages.showTable),
        showChart: intl.formatMessage(reviewsMessages.showChart),
        categoryHeader: intl.formatMessage(reviewsMessages.starsHeader),
        valueHeader: intl.formatMessage(reviewsMessages.tipsHeader),
      },
      emptyMessage: intl.formatMessage(reviewsMessages.noRatings),
      headingLevel: 3 as const,
      framed: false,
    }),
    [intl, summary, average],
  );
  const tags = summary.tags.flatMap(({ tag, count }) => {
    const known = EMOJI_TAGS.find((each) => each.name === tag);
    return known ? [{ ...known, count }] : [];
  });

  return (
    <section className={styles.card} aria-labelledby="reviews-ratings">
      <h2 id="reviews-ratings" className={styles.heading}>
        {intl.formatMessage(reviewsMessages.ratings)}
      </h2>
      {average === undefined ? (
        <p className={styles.muted}>{intl.formatMessage(reviewsMessages.noRatings)}</p>
      ) : (
        <p className={styles.average}>
          <span className={styles.averageValue}>
            {intl.formatMessage(reviewsValueMessages.average, { average })}
          </span>{' '}
          <span className={styles.muted}>
            {intl.formatMessage(reviewsValueMessages.ratingCount, { count: summary.count })}
          </span>
        </p>
      )}
      <BarChart {...chart} />
      <h3 className={styles.subheading}>{intl.formatMessage(reviewsMessages.tags)}</h3>
      {tags.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(reviewsMessages.noTags)}</p>
      ) : (
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag.name} className={styles.tag}>
              <span aria-hidden>{tag.emoji}</span>{' '}
              {intl.formatMessage(reviewsValueMessages.tagCount, {
                tag: intl.formatMessage(emojiTagMessage(tag.name)),
                count: tag.count,
              })}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        {intl.formatMessage(reviewsValueMessages.commentCount, { count: summary.commentCount })}
      </p>
    </section>
  );
}
