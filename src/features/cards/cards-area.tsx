import { Navigate, useRoutes } from 'react-router';
import { CardsPage } from './components/cards-page';
import { CARDS_PATH } from '@/lib/routes';

/** The cards area at /cabinet/cards: the payout cards; the gateway returns here too. */
export function CardsArea() {
  return useRoutes([
    { index: true, element: <CardsPage /> },
    { path: '*', element: <Navigate to={CARDS_PATH} replace /> },
  ]);
}
