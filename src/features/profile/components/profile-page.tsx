import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useCurrentUser } from '@/api/current-user';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Link } from '@/components/ui/link/link';
import { Money } from '@/components/ui/money/money';
import { Notice } from '@/components/ui/notice/notice';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { PROFILE_PATHS } from '@/lib/routes';
import { displayPhone } from '@/lib/display-phone';
import { changedMessages, profileMessages } from '../messages';
import type { ProfileLocationState } from './parts/use-finished-change';
import { ProfilePhoto } from './profile-photo';
import { TelegramSection } from './telegram-section';
import styles from './profile-page.module.css';

/**
 * The person's own account (spec sections 3 and 7): who they are (profile/info: names, phone,
 * e-mail, photo, account type, balance), the ways to change each, the telegram bot link, and
 * the way out. A change made on its own screen comes back here said aloud.
 */
export function ProfilePage() {
  const intl = useIntl();
  const user = useCurrentUser();
  const { state } = useLocation() as { state: ProfileLocationState | null };
  const changed = state?.changed;

  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage(profileMessages.title)} />
      {changed ? <Notice>{intl.formatMessage(changedMessages[changed])}</Notice> : null}
      <AsyncContent
        query={user}
        loading={
          <SkeletonGroup>
            <div className={styles.card}>
              <Skeleton shape="circle" width={96} />
              <Skeleton width="50%" />
            </div>
            <Skeleton shape="rect" height={240} />
            <Skeleton shape="rect" height={180} />
          </SkeletonGroup>
        }
      >
        {({ client }) => <ProfileContent client={client} />}
      </AsyncContent>
    </div>
  );
}

function ProfileContent({ client }: { client: UserInfo }) {
  const intl = useIntl();
  const notSet = <span className={styles.muted}>{intl.formatMessage(profileMessages.notSet)}</span>;
  return (
    <>
      <Card title={intl.formatMessage(profileMessages.photoTitle)}>
        <ProfilePhoto client={client} />
      </Card>
      <Card
        title={intl.formatMessage(profileMessages.detailsTitle)}
        action={
          <Link className={styles.action} to={PROFILE_PATHS.name}>
            {intl.formatMessage(profileMessages.changeName)}
          </Link>
        }
      >
        <dl className={styles.details}>
          <Row label={intl.formatMessage(profileMessages.firstName)}>{client.firstName}</Row>
          <Row label={intl.formatMessage(profileMessages.lastName)}>{client.lastName}</Row>
          <Row label={intl.formatMessage(profileMessages.fullName)}>{client.fullName}</Row>
          <Row label={intl.formatMessage(profileMessages.accountType)}>
            {intl.formatMessage(
              client.business ? profileMessages.business : profileMessages.individual,
            )}
          </Row>
          <Row label={intl.formatMessage(profileMessages.balance)}>
            {client.balance ? (
              <Money amountMinor={client.balance.amount} currency={client.balance.currency} />
            ) : (
              notSet
            )}
          </Row>
        </dl>
      </Card>
      <Card title={intl.formatMessage(profileMessages.signInTitle)}>
        <dl className={styles.details}>
          <Row
            label={intl.formatMessage(profileMessages.phone)}
            action={
              <Link className={styles.action} to={PROFILE_PATHS.phone}>
                {intl.formatMessage(profileMessages.changePhone)}
              </Link>
            }
          >
            {client.phone ? displayPhone(client.phone) : notSet}
          </Row>
          <Row
            label={intl.formatMessage(profileMessages.email)}
            action={
              <Link className={styles.action} to={PROFILE_PATHS.email}>
                {intl.formatMessage(
                  client.email ? profileMessages.changeEmail : profileMessages.addEmail,
                )}
              </Link>
            }
          >
            {client.email ?? notSet}
          </Row>
          <Row
            label={intl.formatMessage(profileMessages.password)}
            action={
              <Link className={styles.action} to={PROFILE_PATHS.password}>
                {intl.formatMessage(profileMessages.changePassword)}
              </Link>
            }
          >
            <span aria-hidden="true">••••••••</span>
            <span className="visually-hidden">
              {intl.formatMessage(profileMessages.passwordSet)}
            </span>
          </Row>
        </dl>
      </Card>
      <TelegramSection />
      <Card title={intl.formatMessage(profileMessages.deleteTitle)} tone="danger">
        <p className={styles.muted}>{intl.formatMessage(profileMessages.deleteIntro)}</p>
        <Link className={styles.dangerLink} to={PROFILE_PATHS.delete}>
          {intl.formatMessage(profileMessages.deleteLink)}
        </Link>
      </Card>
    </>
  );
}

function Card({
  title,
  action,
  tone,
  children,
}: {
  title: string;
  action?: ReactNode;
  tone?: 'danger';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.card} data-tone={tone} aria-labelledby={id}>
      <div className={styles.cardHeader}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Row({
  label,
  action,
  children,
}: {
  label: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
      {action ? <dd className={styles.rowAction}>{action}</dd> : null}
    </div>
  );
}
