import { useIntl } from 'react-intl';
import { Link } from '@/components/ui/link/link';
import { getDownloadProfilePhotoUrl, useGetProfileInfo } from '@/api/generated/profile/profile';
import { resolveUrl } from '@/api/request';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { Money } from '@/components/ui/money/money';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { cabinetMessages, sectionMessages } from '../messages';
import { CABINET_SECTIONS } from '../sections';
import styles from './cabinet-home.module.css';

/** The cabinet's first screen: who is signed in (name, photo, balance) and the way to each area. */
export function CabinetHome() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const info = useGetProfileInfo();

  if (!info.data) {
    if (info.isError) {
      return (
        <div className={styles.state} role="alert">
          <p>{intl.formatMessage(cabinetMessages.loadError)}</p>
          <p>{formatError(info.error).message}</p>
          <Button variant="secondary" onClick={() => void info.refetch()}>
            {intl.formatMessage(cabinetMessages.retry)}
          </Button>
        </div>
      );
    }
    return (
      <div className={styles.state}>
        <Spinner size="lg" />
      </div>
    );
  }

  const user = info.data.client;
  const balance = user.balance;
  return (
    <section className={styles.home} aria-labelledby="cabinet-title">
      <header className={styles.header}>
        <Avatar
          name={user.fullName}
          src={user.photo ? resolveUrl(getDownloadProfilePhotoUrl(user.photo)) : null}
          size="lg"
        />
        <div className={styles.who}>
          <h1 id="cabinet-title" className={styles.name}>
            {user.fullName}
          </h1>
          <p className={styles.muted}>{intl.formatMessage(cabinetMessages.title)}</p>
        </div>
      </header>
      <dl className={styles.balance}>
        <dt>{intl.formatMessage(cabinetMessages.balance)}</dt>
        <dd className={styles.amount}>
          {balance ? (
            <Money amountMinor={balance.amount} currency={balance.currency} />
          ) : (
            intl.formatMessage(cabinetMessages.balanceUnknown)
          )}
        </dd>
      </dl>
      <nav aria-label={intl.formatMessage(cabinetMessages.navigation)}>
        <ul className={styles.nav}>
          {CABINET_SECTIONS.map(({ key, path }) => (
            <li key={key}>
              <Link className={styles.navLink} to={`/cabinet/${path}`}>
                {intl.formatMessage(sectionMessages[key])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
