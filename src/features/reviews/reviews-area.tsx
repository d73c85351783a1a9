import { Navigate, useRoutes } from 'react-router';
import { ReviewsPage } from './components/reviews-page';
import { REVIEWS_PATH } from '@/lib/routes';

/**
 * The reviews area at /cabinet/reviews: what guests said, the person's or a team's
 * (`?team=<teamUuid>`). Any other address below it comes back here.
 */
export function ReviewsArea() {
  return useRoutes([
    { index: true, element: <ReviewsPage /> },
    { path: '*', element: <Navigate to={REVIEWS_PATH} replace /> },
  ]);
}
