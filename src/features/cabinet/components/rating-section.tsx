import { useIntl } from 'react-intl';
import type { RatingSummary } from '@/api/generated/model';
import { Link } from '@/components/ui/link/link';
import { EMOJI_TAGS, emojiTagMessage } from '@/lib/emoji-tags';
import { REVIEWS_PATH } from '@/lib/routes';
import { cabinetMessages, cabinetValueMessages } from '../messages';
import styles from './dashboard.module.css';
import { DashboardSection } from './dashboard-section';

/** The last 30 days: the average of the ratings, how many there were, the tags guests chose most. */
export function RatingSection({ rating }: { rating: RatingSummary }) {
  const intl = useIntl();
  const tags = rating.topTags.flatMap(({ tag, count }) => {
    const known = EMOJI_TAGS.find((each) => each.name === tag);
    return known ? [{ ...known, count }] : [];
  });
  return (
    <DashboardSection id="home-rating" title={cabinetMessages.rating}>
      {rating.average === undefined ? (
        <p className={styles.muted}>{intl.formatMessage(cabinetMessages.noRatings)}</p>
      ) : (
        <p className={styles.average}>
          <span className={styles.averageValue}>
            {intl.formatMessage(cabinetValueMessages.average, {
              average: intl.formatNumber(rating.average, { maximumFractionDigits: 1 }),
            })}
          </span>{' '}
          <span className={styles.muted}>
            {intl.formatMessage(cabinetValueMessages.ratingCount, { count: rating.count })}
          </span>
        </p>
      )}
      {tags.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{intl.formatMessage(cabinetMessages.topTags)}</h3>
          <ul className={styles.chips}>
            {tags.map((tag) => (
              <li key={tag.name} className={styles.chip}>
                <span aria-hidden>{tag.emoji}</span>{' '}
                {intl.formatMessage(cabinetValueMessages.tagCount, {
                  tag: intl.formatMessage(emojiTagMessage(tag.name)),
                  count: tag.count,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to={REVIEWS_PATH}>{intl.formatMessage(cabinetMessages.reviewsLink)}</Link>
    </DashboardSection>
  );
}
