import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { useOrganizations } from '../api/organizations';
import { ordersMessages, organizationsMessages, ordersValueMessages } from '../messages';
import { organizationPath } from '@/lib/routes';
import styles from './orders.module.css';

/**
 * /orders: the person's organisations, each with its name, INN and merchant login, under the
 * area's own heading (its name in the navigation and the tab). A person with one organisation
 * goes straight to it.
 */
export function OrganizationsPage() {
  const intl = useIntl();
  const organizations = useOrganizations();
  const only = organizations.data?.length === 1 && !organizations.hasNextPage;

  return (
    <>
      <PageHeader
        title={intl.formatMessage(ordersMessages.title)}
        description={intl.formatMessage(organizationsMessages.description)}
      />
      {only ? <Navigate to={organizationPath(organizations.data![0]!.uuid)} replace /> : null}
      <AsyncContent
        query={organizations}
        loading={
          <SkeletonGroup>
            <div className={styles.cards}>
              <Skeleton shape="rect" height={96} />
              <Skeleton shape="rect" height={96} />
            </div>
          </SkeletonGroup>
        }
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(organizationsMessages.emptyTitle)}
            description={intl.formatMessage(organizationsMessages.emptyDescription)}
          />
        }
      >
        {(list) => (
          <>
            <ul className={styles.cards}>
              {list.map((organization) => (
                <li key={organization.uuid}>
                  <Link className={styles.card} to={organizationPath(organization.uuid)}>
                    <span className={styles.cardTitle}>{organization.name}</span>
                    {organization.inn ? (
                      <span className={styles.muted}>
                        {intl.formatMessage(ordersValueMessages.organizationInn, {
                          inn: organization.inn,
                        })}
                      </span>
                    ) : null}
                    {organization.merchantLogin ? (
                      <span className={styles.muted}>
                        {intl.formatMessage(ordersValueMessages.organizationMerchantLogin, {
                          login: organization.merchantLogin,
                        })}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
            {organizations.hasNextPage ? (
              <Button
                variant="secondary"
                loading={organizations.isFetchingNextPage}
                onClick={() => void organizations.fetchNextPage()}
              >
                {intl.formatMessage(organizationsMessages.more)}
              </Button>
            ) : null}
          </>
        )}
      </AsyncContent>
    </>
  );
}
