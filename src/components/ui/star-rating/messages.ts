import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const starRatingMessages = defineMessages({
  starRatingLabel: { id: 'ui.starRating.label' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const starRatingValueMessages = defineMessages<{
  starRatingStar: { count: number };
}>({
  starRatingStar: { id: 'ui.starRating.star' },
});
