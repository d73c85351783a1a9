import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useAppSettings } from '@/api/app-settings';
import type { OrganizationDetails } from '@/api/generated/model';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { useFormatMinorUnits } from '@/components/ui/money/use-format-minor-units';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { isUuid } from '@/lib/address-params';
import { displayPhone } from '@/lib/display-phone';
import { useOrganizationDetails, useOrganizations } from '../api/organizations';
import { organizationMessages, ordersValueMessages } from '../messages';
import { OrderList } from './order-list';
import { OrganizationStatistics } from './organization-statistics';
import styles from './orders.module.css';
import { ORDERS_PATH } from '@/lib/routes';

/**
 * /orders/:organizationUuid: one organisation's details, its statistics for a period and its
 * orders. Its name is the heading once known; until then (and on an error) a generic one. One
 * that is not the person's, or an address that names none, is not found (no retry).
 */
export function OrganizationPage() {
  const intl = useIntl();
  const { organizationUuid = '' } = useParams();
  const details = useOrganizationDetails(organizationUuid);
  const organizations = useOrganizations();
  const several = (organizations.data?.length ?? 0) > 1 || organizations.hasNextPage;
  const organization = details.data;
  // Not the person's, or no such organisation: nothing a retry could change.
  const notFound = (
    <EmptyState
      title={intl.formatMessage(organizationMessages.notFoundTitle)}
      description={intl.formatMessage(organizationMessages.notFoundDescription)}
      action={
        <Link className={styles.back} to={ORDERS_PATH}>
          {intl.formatMessage(organizationMessages.allOrganizations)}
        </Link>
      }
    />
  );

  return (
    <>
      {several ? (
        <Link className={styles.back} to={ORDERS_PATH}>
          {intl.formatMessage(organizationMessages.allOrganizations)}
        </Link>
      ) : null}
      <PageHeader
        title={organization?.name ?? intl.formatMessage(organizationMessages.loadingTitle)}
        description={organization ? identityOf(organization, intl.formatMessage) : undefined}
      />
      {isUuid(organizationUuid) ? (
        <AsyncContent
          query={details}
          loading={
            <SkeletonGroup>
              <Skeleton shape="rect" height={160} />
            </SkeletonGroup>
          }
          notFound={notFound}
        >
          {(data) => <OrganizationContent organization={data} />}
        </AsyncContent>
      ) : (
        notFound
      )}
    </>
  );
}

/** "INN 123456789012 · merchant login cafe-pushkin", whichever of them is known. */
function identityOf(
  organization: OrganizationDetails,
  format: ReturnType<typeof useIntl>['formatMessage'],
): string {
  return [
    organization.inn
      ? format(ordersValueMessages.organizationInn, { inn: organization.inn })
      : null,
    organization.merchantLogin
      ? format(ordersValueMessages.organizationMerchantLogin, { login: organization.merchantLogin })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function OrganizationContent({ organization }: { organization: OrganizationDetails }) {
  const intl = useIntl();
  const headingId = useId();
  // The statistics' amounts in the organisation's currency (the settings' when it names none).
  const settingsCurrency = useAppSettings().data?.currencyCode;
  const currency = organization.currency ?? settingsCurrency;
  const formatMoney = useFormatMinorUnits(currency);
  const notGiven = intl.formatMessage(organizationMessages.notGiven);
  const rows: Array<[string, string | undefined]> = [
    [intl.formatMessage(organizationMessages.address), organization.address],
    [
      intl.formatMessage(organizationMessages.phone),
      organization.phone && displayPhone(organization.phone),
    ],
    [intl.formatMessage(organizationMessages.email), organization.email],
    [intl.formatMessage(organizationMessages.currency), organization.currency],
  ];

  return (
    <>
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {intl.formatMessage(organizationMessages.detailsTitle)}
        </h2>
        <dl className={styles.details}>
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value || notGiven}</dd>
            </div>
          ))}
        </dl>
      </section>
      <OrganizationStatistics organizationUuid={organization.uuid} formatMoney={formatMoney} />
      <OrderList
        organizationUuid={organization.uuid}
        merchantLogin={organization.merchantLogin ?? organization.uuid}
        currency={currency}
      />
    </>
  );
}
