import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAppSettings } from '@/api/app-settings';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { personPhotoUrl } from '@/api/photos';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { BellIcon } from '@/components/ui/icons/bell-icon';
import { LogOutIcon } from '@/components/ui/icons/log-out-icon';
import { MenuIcon } from '@/components/ui/icons/menu-icon';
import { LanguageSwitcher } from '@/components/ui/language-switcher/language-switcher';
import { Link } from '@/components/ui/link/link';
import { Modal } from '@/components/ui/modal/modal';
import { Money } from '@/components/ui/money/money';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { useHasNewNotifications } from '../api/notification-badge';
import { isActiveArea, type CabinetNavItem } from '../lib/cabinet-nav';
import { shellMessages } from '../messages';
import styles from './cabinet-shell.module.css';

/** Id of the main content, the skip link's target. */
export const CABINET_CONTENT_ID = 'cabinet-content';
/** At most this many areas in the phone's bottom bar, beside "More". */
const BOTTOM_BAR_AREAS = 4;

export interface CabinetShellProps {
  user: UserInfo;
  /** Every area, in navigation order (the app's table of private areas). */
  areas: readonly CabinetNavItem[];
  /** Where the bell leads (the notifications area). */
  notificationsPath: string;
  /** Ends the session and leaves the cabinet; rejects when the server could not be told. */
  onSignOut: () => Promise<void>;
  /** Notices every private screen shows while they apply (an area's banner). */
  banners?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every signed-in screen: a side navigation from 992 px, below that a compact
 * header and a bottom bar a thumb reaches; the header shows who is signed in, the balance,
 * the notification bell, the language and sign out. A skip link leads past it to the content.
 */
export function CabinetShell({
  user,
  areas,
  notificationsPath,
  onSignOut,
  banners,
  children,
}: CabinetShellProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = useSignOutAction(onSignOut);
  const hasNew = useHasNewNotifications();

  const navList = (items: readonly CabinetNavItem[], variant: 'side' | 'bar' | 'menu') => (
    <ul className={styles.navList} data-variant={variant}>
      {items.map((item) => {
        const active = isActiveArea(pathname, item, areas);
        const Icon = item.icon;
        return (
          <li key={item.key}>
            <Link
              to={item.to}
              className={styles.navLink}
              data-variant={variant}
              aria-current={active ? 'page' : undefined}
              // Going somewhere from the menu closes it.
              onClick={variant === 'menu' ? () => setMenuOpen(false) : undefined}
            >
              <Icon className={styles.navIcon} />
              <span className={styles.navLabel}>
                {variant === 'bar' ? (item.barLabel ?? item.label) : item.label}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
  const primary = areas.filter((item) => item.primary).slice(0, BOTTOM_BAR_AREAS);
  const navLabel = intl.formatMessage(shellMessages.navigation);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${CABINET_CONTENT_ID}`}>
        {intl.formatMessage(shellMessages.skipToContent)}
      </a>
      <aside className={styles.sidebar}>
        <p className={styles.brand}>{intl.formatMessage(shellMessages.brand)}</p>
        <nav aria-label={navLabel}>{navList(areas, 'side')}</nav>
      </aside>
      <div className={styles.column}>
        <header className={styles.header}>
          <div className={styles.who}>
            <Avatar name={user.fullName} src={personPhotoUrl(user.photo)} size="sm" />
            <div className={styles.whoText}>
              <p className={styles.name}>{user.fullName}</p>
              <Balance user={user} />
            </div>
          </div>
          <div className={styles.tools}>
            <Link
              to={notificationsPath}
              className={styles.bell}
              aria-label={intl.formatMessage(
                hasNew ? shellMessages.notificationsNew : shellMessages.notifications,
              )}
              aria-current={pathname === notificationsPath ? 'page' : undefined}
            >
              <BellIcon />
              {hasNew ? <span className={styles.badge} data-testid="notification-badge" /> : null}
            </Link>
            <div className={styles.desktopOnly}>
              <LanguageSwitcher hideLabel />
            </div>
            <div className={styles.desktopOnly}>
              <SignOutButton action={signOut} />
            </div>
            <button
              type="button"
              className={`${styles.menuButton} ${styles.mobileOnly}`}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
              <span className={styles.visuallyHidden}>
                {intl.formatMessage(shellMessages.menu)}
              </span>
            </button>
          </div>
        </header>
        {signOut.error ? (
          <p className={styles.signOutError} role="alert">
            {signOut.error}
          </p>
        ) : null}
        <main id={CABINET_CONTENT_ID} className={styles.content} tabIndex={-1}>
          {banners}
          {children}
        </main>
      </div>
      <nav className={styles.bottomBar} aria-label={navLabel}>
        {navList(primary, 'bar')}
        <button
          type="button"
          className={styles.navLink}
          data-variant="bar"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon className={styles.navIcon} />
          <span className={styles.navLabel}>{intl.formatMessage(shellMessages.more)}</span>
        </button>
      </nav>
      <Modal
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={intl.formatMessage(shellMessages.menu)}
      >
        <nav aria-label={navLabel}>{navList(areas, 'menu')}</nav>
        <div className={styles.menuTools}>
          <LanguageSwitcher />
          <SignOutButton action={signOut} />
        </div>
      </Modal>
    </div>
  );
}

/** The balance in the settings' currency (minor units ÷ 100), or nothing while unknown. */
function Balance({ user }: { user: UserInfo }) {
  const intl = useIntl();
  const settings = useAppSettings();
  const currency = settings.data?.currencyCode ?? user.balance?.currency;
  if (!user.balance || !currency) return null;
  return (
    <p className={styles.balance}>
      {intl.formatMessage(shellMessages.balance)}{' '}
      <Money amountMinor={user.balance.amount} currency={currency} />
    </p>
  );
}

interface SignOutAction {
  run: () => void;
  pending: boolean;
  error: string | null;
}

/** One sign-out at a time, with the catalogue message when the server could not be told. */
function useSignOutAction(onSignOut: () => Promise<void>): SignOutAction {
  const formatError = useErrorMessage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    pending,
    error,
    run: () => {
      if (pending) return;
      setPending(true);
      setError(null);
      onSignOut().catch((failure: unknown) => {
        setError(formatError(failure).message);
        setPending(false);
      });
    },
  };
}

function SignOutButton({ action }: { action: SignOutAction }) {
  const intl = useIntl();
  return (
    <Button variant="ghost" size="sm" loading={action.pending} onClick={action.run}>
      <LogOutIcon aria-hidden="true" />
      {intl.formatMessage(shellMessages.signOut)}
    </Button>
  );
}
