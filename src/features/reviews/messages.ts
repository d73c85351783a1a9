import { defineMessages } from 'react-intl';

export const reviewsMessages = defineMessages({
  title: { id: 'reviews.title' },
  scopeLabel: { id: 'reviews.scopeLabel' },
  scopePersonal: { id: 'reviews.scopePersonal' },
  periodsLabel: { id: 'reviews.periodsLabel' },
  periodMonth: { id: 'reviews.period.MONTH' },
  periodQuarter: { id: 'reviews.period.QUARTER' },
  periodYear: { id: 'reviews.period.YEAR' },
  periodAll: { id: 'reviews.period.ALL' },
  ratings: { id: 'reviews.ratings' },
  noRatings: { id: 'reviews.noRatings' },
  starsTitle: { id: 'reviews.stars.title' },
  starsHeader: { id: 'reviews.stars.header' },
  tipsHeader: { id: 'reviews.stars.tipsHeader' },
  showTable: { id: 'reviews.showTable' },
  showChart: { id: 'reviews.showChart' },
  tags: { id: 'reviews.tags' },
  noTags: { id: 'reviews.noTags' },
  comments: { id: 'reviews.comments' },
  starsFilter: { id: 'reviews.filter.stars' },
  commentFilter: { id: 'reviews.filter.comment' },
  commentAll: { id: 'reviews.filter.commentAll' },
  commentWith: { id: 'reviews.filter.commentWith' },
  commentWithout: { id: 'reviews.filter.commentWithout' },
  noReviews: { id: 'reviews.noReviews' },
  loadMore: { id: 'reviews.loadMore' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const reviewsValueMessages = defineMessages<{
  average: { average: string };
  ratingCount: { count: number };
  starsDescription: { count: number; average: string };
  star: { stars: number };
  tipCount: { count: number };
  tagCount: { tag: string; count: number };
  commentCount: { count: number };
}>({
  average: { id: 'reviews.average' },
  ratingCount: { id: 'reviews.ratingCount' },
  starsDescription: { id: 'reviews.stars.description' },
  star: { id: 'reviews.star' },
  tipCount: { id: 'reviews.tipCount' },
  tagCount: { id: 'reviews.tagCount' },
  commentCount: { id: 'reviews.commentCount' },
});
