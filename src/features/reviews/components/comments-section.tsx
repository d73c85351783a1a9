import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { FiltersDisclosure } from '@/components/ui/filters-disclosure/filters-disclosure';
import { LoadMore } from '@/components/ui/load-more/load-more';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { TipLink } from '@/components/ui/tip-feedback/tip-link';
import { useAppSettings } from '@/api/app-settings';
import { operationPath } from '@/lib/routes';
import { useReviews } from '../api/reviews';
import { toggledStar, type CommentFilter, type ReviewsView } from '../lib/view';
import { reviewsMessages, reviewsValueMessages } from '../messages';
import styles from './reviews.module.css';

/**
 * The period's tips with a rating, tag or comment, newest first and paged as the list scrolls;
 * the filters (stars, with or without a comment) apply at once and live in the address.
 */
export function CommentsSection({
  view,
  search,
}: {
  view: ReviewsView;
  search: (change: Partial<ReviewsView>) => string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const reviews = useReviews(view);
  const currency = useAppSettings().data?.currencyCode;
  const show = (change: Partial<ReviewsView>) =>
    void navigate({ search: search(change) }, { replace: true });
  const tips = reviews.data?.pages.flatMap((page) => page.list);

  return (
    <section className={styles.card} aria-labelledby="reviews-comments">
      <h2 id="reviews-comments" className={styles.heading}>
        {intl.formatMessage(reviewsMessages.comments)}
      </h2>
      <FiltersDisclosure
        activeCount={(view.stars.length > 0 ? 1 : 0) + (view.comment ? 1 : 0)}
        applied={search({})}
      >
        <div className={styles.filters}>
          <fieldset className={styles.fieldset}>
            <legend>{intl.formatMessage(reviewsMessages.starsFilter)}</legend>
            <div className={styles.chips}>
              {[5, 4, 3, 2, 1].map((star) => (
                <button
                  key={star}
                  type="button"
                  className={styles.chip}
                  aria-pressed={view.stars.includes(star)}
                  aria-label={intl.formatMessage(reviewsValueMessages.star, { stars: star })}
                  onClick={() => show({ stars: toggledStar(view.stars, star) })}
                >
                  {star}★
                </button>
              ))}
            </div>
          </fieldset>
          <RadioGroup<CommentFilter | 'all'>
            label={intl.formatMessage(reviewsMessages.commentFilter)}
            value={view.comment ?? 'all'}
            onChange={(value) => show({ comment: value === 'all' ? null : value })}
            options={[
              { value: 'all', label: intl.formatMessage(reviewsMessages.commentAll) },
              { value: 'with', label: intl.formatMessage(reviewsMessages.commentWith) },
              { value: 'without', label: intl.formatMessage(reviewsMessages.commentWithout) },
            ]}
          />
        </div>
      </FiltersDisclosure>
      <AsyncContent
        query={{ ...reviews, data: tips }}
        loading={
          <SkeletonGroup>
            <Skeleton shape="rect" height={72} />
            <Skeleton shape="rect" height={72} />
          </SkeletonGroup>
        }
        isEmpty={(list) => list.length === 0}
        empty={<p className={styles.muted}>{intl.formatMessage(reviewsMessages.noReviews)}</p>}
      >
        {(list) => (
          <>
            <ul className={styles.list}>
              {list.map((tip) => (
                <li key={tip.uuid}>
                  <TipLink
                    tip={tip}
                    to={operationPath(tip.uuid, view.team)}
                    currency={currency}
                    withYear
                  />
                </li>
              ))}
            </ul>
            <LoadMore label={intl.formatMessage(reviewsMessages.loadMore)} list={reviews} />
          </>
        )}
      </AsyncContent>
    </section>
  );
}
