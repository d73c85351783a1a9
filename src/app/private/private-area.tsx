import { createContext, Suspense, use, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useCurrentUser } from '@/api/current-user';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { PageLoading } from '@/components/ui/page-loading/page-loading';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { ToastProvider } from '@/components/ui/toast/toast';
import { useSignOutToSignIn } from '@/features/auth/api/session';
import { SessionGuard } from '@/features/auth/components/session/session-guard';
import { isActiveArea, type CabinetNavItem } from '@/features/cabinet/lib/cabinet-nav';
import { CabinetShell } from '@/features/cabinet/components/cabinet-shell';
import { addFeatureTranslations } from '@/lib/i18n/feature-translations';
import { RequireMessages } from '@/lib/i18n/i18n-provider';
import { useDocumentTitle } from '@/lib/i18n/use-document-title';
import type { Namespace } from '@/lib/i18n/locales';
import { AreaLayout } from '../layouts/area-layout';
import { appMessages } from '../messages';
import type { PrivateRoot } from '../private-roots';
import { NOTIFICATIONS_AREA_KEY, PRIVATE_AREAS, type PrivateArea } from './areas';
import { useUnhandledWriteErrorToasts } from './unhandled-write-errors';

// The areas' words are not among the start-up ones: make them loadable as this code arrives.
addFeatureTranslations();

/**
 * The words of the frame itself (the session guard's, auth; the shell's, cabinet) and of the
 * shared pieces any area may show (the code step's, otp).
 */
const FRAME_NAMESPACES: readonly Namespace[] = [
  'auth',
  'cabinet',
  'otp',
  'share',
  'photo-picker',
  'filters-disclosure',
];

/** Every namespace the private part needs: the frame's and each area's. */
export function privateNamespaces(areas: readonly PrivateArea[]): readonly Namespace[] {
  return [...new Set([...FRAME_NAMESPACES, ...areas.map((area) => area.namespace)])];
}

/** The routes of one root: each area at its path relative to the root, owning what lies below. */
export function areaRoutes(root: PrivateRoot, areas: readonly PrivateArea[]): RouteObject[] {
  return areas
    .filter((area) => area.path === root || area.path.startsWith(`${root}/`))
    .map(({ key, path, Screen }) => ({
      id: key,
      path: path === root ? '*' : `${path.slice(root.length + 1)}/*`,
      element: <Screen />,
    }));
}

const AreasContext = createContext<readonly PrivateArea[]>(PRIVATE_AREAS);

interface PrivateLayoutProps {
  /** The table of areas (tests add one in memory); the app's own by default. */
  areas?: readonly PrivateArea[];
}

/**
 * Around every private route: the private background, the private words, the session guard,
 * then the cabinet shell with the navigation the table describes. Toasts live here: signed-in
 * screens are where the app writes (the public pages' one write reports inline and ships no
 * toast code, which the tip page's JS budget could not carry).
 */
export function PrivateLayout({ areas = PRIVATE_AREAS }: PrivateLayoutProps) {
  const namespaces = useMemo(() => privateNamespaces(areas), [areas]);
  return (
    <AreasContext value={areas}>
      <AreaLayout area="private" ownLandmarks>
        <RequireMessages namespaces={namespaces} fallback={<PageLoading landmark />}>
          <ToastProvider>
            <SessionGuard landmark>
              <Shell areas={areas} />
            </SessionGuard>
          </ToastProvider>
        </RequireMessages>
      </AreaLayout>
    </AreasContext>
  );
}

/** The areas of one private root (`/cabinet/...` or `/orders/...`). */
export function PrivateRoutes({ root }: { root: PrivateRoot }) {
  const areas = use(AreasContext);
  return useRoutes(useMemo(() => areaRoutes(root, areas), [root, areas]));
}

function Shell({ areas }: { areas: readonly PrivateArea[] }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const user = useCurrentUser().data?.client;
  const signOut = useSignOutToSignIn();
  useUnhandledWriteErrorToasts();
  const items = useMemo<CabinetNavItem[]>(
    () =>
      areas.map((area) => ({
        key: area.key,
        to: `/${area.path}`,
        label: intl.formatMessage(area.label),
        ...(area.barLabel ? { barLabel: intl.formatMessage(area.barLabel) } : {}),
        icon: area.icon,
        primary: area.primary ?? false,
      })),
    [areas, intl],
  );
  const active = items.find((item) => isActiveArea(pathname, item, items));
  // WCAG 2.4.2: the tab names the area that is open.
  useDocumentTitle(active?.label);
  const notifications = items.find((item) => item.key === NOTIFICATIONS_AREA_KEY);

  // The guard renders this only once user info is in.
  if (!user) return null;
  return (
    <CabinetShell
      user={user}
      areas={items}
      notificationsPath={notifications?.to ?? '/cabinet'}
      onSignOut={signOut}
      banners={areas.map(({ key, Banner }) =>
        Banner ? (
          <Suspense key={key} fallback={null}>
            <Banner />
          </Suspense>
        ) : null,
      )}
    >
      <Suspense fallback={<AreaLoading title={active?.label} />}>
        <Outlet />
      </Suspense>
    </CabinetShell>
  );
}

/** While an area's code arrives: its title and a placeholder, never an empty page. */
function AreaLoading({ title }: { title: string | undefined }) {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={title ?? intl.formatMessage(appMessages.loading)} />
      <SkeletonGroup>
        <Skeleton shape="rect" height={160} />
      </SkeletonGroup>
    </>
  );
}
