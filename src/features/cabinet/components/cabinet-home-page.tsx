import { useIntl } from 'react-intl';
import { useAppSettings } from '@/api/app-settings';
import { useCurrentUser } from '@/api/current-user';
import { personPhotoUrl } from '@/api/photos';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Link } from '@/components/ui/link/link';
import { Money } from '@/components/ui/money/money';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { useCabinetAreas } from '../lib/cabinet-nav';
import { cabinetMessages } from '../messages';
import styles from './cabinet-home-page.module.css';
import { CABINET_PATH } from '@/lib/routes';

/** The cabinet's first screen: who is signed in (name, photo, balance) and the way to each area. */
export function CabinetHomePage() {
  const intl = useIntl();
  const user = useCurrentUser();
  const settings = useAppSettings();
  const areas = useCabinetAreas();

  return (
    <>
      <PageHeader title={intl.formatMessage(cabinetMessages.title)} />
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
        {({ client }) => {
          const currency = settings.data?.currencyCode ?? client.balance?.currency;
          return (
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
              </dl>
            </section>
          );
        }}
      </AsyncContent>
      <nav aria-label={intl.formatMessage(cabinetMessages.areas)}>
        <ul className={styles.areas}>
          {areas
            .filter((area) => area.to !== CABINET_PATH)
            .map(({ key, to, label, icon: Icon }) => (
              <li key={key}>
                <Link className={styles.area} to={to}>
                  <Icon className={styles.areaIcon} />
                  {label}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}
