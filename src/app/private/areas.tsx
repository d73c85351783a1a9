import { lazy, type ComponentType, type LazyExoticComponent, type SVGProps } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { BarChartIcon } from '@/components/ui/icons/bar-chart-icon';
import { BellIcon } from '@/components/ui/icons/bell-icon';
import { CreditCardIcon } from '@/components/ui/icons/credit-card-icon';
import { HomeIcon } from '@/components/ui/icons/home-icon';
import { ListIcon } from '@/components/ui/icons/list-icon';
import { MailIcon } from '@/components/ui/icons/mail-icon';
import { QrCodeIcon } from '@/components/ui/icons/qr-code-icon';
import { ReceiptIcon } from '@/components/ui/icons/receipt-icon';
import { StarIcon } from '@/components/ui/icons/star-icon';
import { UserIcon } from '@/components/ui/icons/user-icon';
import { UsersIcon } from '@/components/ui/icons/users-icon';
import { cabinetMessages } from '@/features/cabinet/messages';
import { cardsMessages } from '@/features/cards/messages';
import { notificationsMessages } from '@/features/notifications/messages';
import { operationsMessages } from '@/features/operations/messages';
import { ordersMessages } from '@/features/orders/messages';
import { profileMessages } from '@/features/profile/messages';
import { qrCodesMessages } from '@/features/qr-codes/messages';
import { reviewsMessages } from '@/features/reviews/messages';
import { statisticsMessages } from '@/features/statistics/messages';
import { teamsMessages } from '@/features/teams/messages';
import type { Namespace } from '@/lib/i18n/locales';
import {
  areaPath,
  CABINET_PATH,
  CARDS_PATH,
  NOTIFICATIONS_PATH,
  OPERATIONS_PATH,
  ORDERS_PATH,
  PROFILE_PATH,
  QR_CODES_PATH,
  RECEIVED_INVITES_PATH,
  REVIEWS_PATH,
  STATISTICS_PATH,
  TEAMS_PATH,
} from '@/lib/routes';

/** One area of the signed-in part of the app. */
export interface PrivateArea {
  /** Unique name (React key, tests). */
  key: string;
  /**
   * Path under the base path, no leading slash (`cabinet/profile`, `orders`). The area owns it
   * and everything below it that a more specific area does not; it routes its own sub-paths.
   * The first segment is one of PRIVATE_ROOTS.
   */
  path: string;
  /** Its feature's translation namespace (the feature folder's name). */
  namespace: Namespace;
  /** Navigation label and the screen's document title. */
  label: MessageDescriptor;
  /** A shorter label for the phone's bottom bar, where a label has about 60 px at 360 px. */
  barLabel?: MessageDescriptor;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The area's screens, downloaded when it first opens. */
  Screen: LazyExoticComponent<ComponentType>;
  /** One of the few areas in the phone's bottom bar (the rest sit under "More"). */
  primary?: boolean;
  /** A notice the area shows above every private screen while it applies. */
  Banner?: LazyExoticComponent<ComponentType>;
}

/** Wraps a named export of a lazily imported module as a lazy component. */
function screen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * Every private area, once, in navigation order. The navigation, the private translation
 * namespaces, the session guard's reach and the bundle budget's idea of private code all
 * derive from this table: adding an area means a row here and the area's own folder.
 */
export const PRIVATE_AREAS: readonly PrivateArea[] = [
  {
    key: 'home',
    path: areaPath(CABINET_PATH),
    namespace: 'cabinet',
    label: cabinetMessages.navTitle,
    icon: HomeIcon,
    Screen: screen(() => import('@/features/cabinet/cabinet-area'), 'CabinetArea'),
    primary: true,
  },
  {
    key: 'operations',
    path: areaPath(OPERATIONS_PATH),
    namespace: 'operations',
    label: operationsMessages.title,
    barLabel: operationsMessages.barTitle,
    icon: ListIcon,
    Screen: screen(() => import('@/features/operations/operations-area'), 'OperationsArea'),
    primary: true,
  },
  {
    key: 'statistics',
    path: areaPath(STATISTICS_PATH),
    namespace: 'statistics',
    label: statisticsMessages.title,
    icon: BarChartIcon,
    Screen: screen(() => import('@/features/statistics/statistics-area'), 'StatisticsArea'),
    primary: true,
  },
  {
    key: 'reviews',
    path: areaPath(REVIEWS_PATH),
    namespace: 'reviews',
    label: reviewsMessages.title,
    icon: StarIcon,
    Screen: screen(() => import('@/features/reviews/reviews-area'), 'ReviewsArea'),
  },
  {
    key: 'qrCodes',
    path: areaPath(QR_CODES_PATH),
    namespace: 'qr-codes',
    label: qrCodesMessages.title,
    icon: QrCodeIcon,
    Screen: screen(() => import('@/features/qr-codes/qr-codes-area'), 'QrCodesArea'),
    primary: true,
  },
  {
    key: 'teams',
    path: areaPath(TEAMS_PATH),
    namespace: 'teams',
    label: teamsMessages.title,
    icon: UsersIcon,
    Screen: screen(() => import('@/features/teams/teams-area'), 'TeamsArea'),
  },
  {
    key: 'invites',
    path: areaPath(RECEIVED_INVITES_PATH),
    namespace: 'teams',
    label: teamsMessages.invitesTitle,
    icon: MailIcon,
    Screen: screen(() => import('@/features/teams/invites-area'), 'InvitesArea'),
  },
  {
    key: 'cards',
    path: areaPath(CARDS_PATH),
    namespace: 'cards',
    label: cardsMessages.title,
    icon: CreditCardIcon,
    Screen: screen(() => import('@/features/cards/cards-area'), 'CardsArea'),
    Banner: screen(
      () => import('@/features/cards/components/no-active-card-banner'),
      'NoActiveCardBanner',
    ),
  },
  {
    key: 'notifications',
    path: areaPath(NOTIFICATIONS_PATH),
    namespace: 'notifications',
    label: notificationsMessages.title,
    icon: BellIcon,
    Screen: screen(
      () => import('@/features/notifications/notifications-area'),
      'NotificationsArea',
    ),
  },
  {
    key: 'profile',
    path: areaPath(PROFILE_PATH),
    namespace: 'profile',
    label: profileMessages.title,
    icon: UserIcon,
    Screen: screen(() => import('@/features/profile/profile-area'), 'ProfileArea'),
  },
  {
    key: 'orders',
    path: areaPath(ORDERS_PATH),
    namespace: 'orders',
    label: ordersMessages.title,
    icon: ReceiptIcon,
    Screen: screen(() => import('@/features/orders/orders-area'), 'OrdersArea'),
  },
];

/** Where the header's bell leads. */
export const NOTIFICATIONS_AREA_KEY = 'notifications';
