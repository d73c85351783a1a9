import { useIntl } from 'react-intl';
import { useAppSettings } from '@/api/app-settings';
import { useCurrentUser } from '@/api/current-user';
import type { Dashboard } from '@/api/generated/model';
import { personPhotoUrl } from '@/api/photos';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Money } from '@/components/ui/money/money';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { useDashboard } from '../api/dashboard';
import { cabinetMessages } from '../messages';
import styles from './cabinet-home-page.module.css';
import { LatestTipsSection } from './latest-tips-section';
import { OrganizationsSection, TeamsSection } from './managed-sections';
import { RatingSection } from './rating-section';
import { StartChecklist } from './start-checklist';
import { TakingsSection } from './takings-section';

/**
 * The cabinet's first screen, a day's summary: takings against the period before, the newest
 * tips with what guests said, the last 30 days' rating, the balance, and the teams and
 * organisations the person runs. Before the first tip, the steps to it instead.
 */
export function CabinetHomePage() {
  const intl = useIntl();
  const user = useCurrentUser();
  const dashboard = useDashboard();
  const currency = useAppSettings().data?.currencyCode ?? user.data?.client.balance?.currency;

  return (
    <>
      <PageHeader title={intl.formatMessage(cabinetMessages.title)} />
      <div className={styles.grid}>
        <AsyncContent query={dashboard} loading={<DashboardLoading />}>
          {(data) => (
            <DashboardSections
              data={data}
              currency={currency}
              qrCodeUuid={user.data?.client.qrCodeUuid}
            />
          )}
        </AsyncContent>
        <AsyncContent
          query={user}
          loading={
            <SkeletonGroup>
              <div className={styles.card}>
                <Skeleton shape="circle" width={72} />
                <Skeleton width="40%" />
                <Skeleton shape="rect" height={88} />
              </div>
            </SkeletonGroup>
          }
        >
          {({ client }) => (
            <section className={styles.card} aria-labelledby="cabinet-who">
              <div className={styles.who}>
                <Avatar name={client.fullName} src={personPhotoUrl(client.photo)} size="lg" />
                <h2 id="cabinet-who" className={styles.name}>
                  {client.fullName}
                </h2>
              </div>
              <dl className={styles.balance}>
                <dt>{intl.formatMessage(cabinetMessages.balance)}</dt>
                <dd className={styles.amount}>
                  {client.balance && currency ? (
                    <Money amountMinor={client.balance.amount} currency={currency} />
                  ) : (
                    intl.formatMessage(cabinetMessages.balanceUnknown)
                  )}
                </dd>
                <dd className={styles.hint}>{intl.formatMessage(cabinetMessages.balanceHint)}</dd>
              </dl>
            </section>
          )}
        </AsyncContent>
      </div>
    </>
  );
}

function DashboardSections({
  data,
  currency,
  qrCodeUuid,
}: {
  data: Dashboard;
  currency: string | undefined;
  qrCodeUuid: string | undefined;
}) {
  return (
    <>
      {data.latestTips.length === 0 ? (
        <StartChecklist qrCodeUuid={qrCodeUuid} />
      ) : (
        <>
          <TakingsSection takings={data.takings} currency={currency} />
          <LatestTipsSection tips={data.latestTips} currency={currency} />
          <RatingSection rating={data.rating} />
        </>
      )}
      {data.teams.length > 0 ? <TeamsSection teams={data.teams} currency={currency} /> : null}
      {data.organizations.length > 0 ? (
        <OrganizationsSection organizations={data.organizations} currency={currency} />
      ) : null}
    </>
  );
}

/** The summary on its way: the takings' three tiles and two lists, as placeholders. */
function DashboardLoading() {
  return (
    <SkeletonGroup>
      <div className={styles.card}>
        <Skeleton width="30%" />
        <Skeleton shape="rect" height={96} />
      </div>
      <div className={styles.card}>
        <Skeleton width="40%" />
        <Skeleton shape="rect" height={160} />
      </div>
    </SkeletonGroup>
  );
}
