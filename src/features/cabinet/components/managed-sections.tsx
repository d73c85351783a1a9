import { useIntl } from 'react-intl';
import type { DashboardOrganization, DashboardTeam } from '@/api/generated/model';
import { Link } from '@/components/ui/link/link';
import { useFormatMinorUnits } from '@/components/ui/money/use-format-minor-units';
import { organizationPath, teamPath } from '@/lib/routes';
import { cabinetMessages, cabinetValueMessages } from '../messages';
import styles from './dashboard.module.css';
import { DashboardSection } from './dashboard-section';

/** For an owner or administrator: each team's takings today and its best members this week. */
export function TeamsSection({
  teams,
  currency,
}: {
  teams: readonly DashboardTeam[];
  currency: string | undefined;
}) {
  const intl = useIntl();
  const money = useFormatMinorUnits(currency);
  return (
    <DashboardSection id="home-teams" title={cabinetMessages.teams}>
      <ul className={styles.list}>
        {teams.map((team) => (
          <li key={team.teamUuid} className={styles.item}>
            <h3 className={styles.subheading}>
              <Link to={teamPath(team.teamUuid)}>{team.teamTitle}</Link>
            </h3>
            <p>
              {intl.formatMessage(cabinetValueMessages.teamToday, {
                amount: money(team.today.amount),
                count: team.today.count,
              })}
            </p>
            <h4 className={styles.muted}>{intl.formatMessage(cabinetMessages.topMembers)}</h4>
            {team.topMembers.length === 0 ? (
              <p className={styles.muted}>{intl.formatMessage(cabinetMessages.noTopMembers)}</p>
            ) : (
              <ol className={styles.members}>
                {team.topMembers.map((member) => (
                  <li key={member.qrCodeUuid}>
                    {intl.formatMessage(cabinetValueMessages.member, {
                      name: `${member.firstName} ${member.lastName}`,
                      amount: money(member.totalAmount),
                      count: member.operationsCount,
                    })}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}

/** For an organisation's owner: the orders created and the refunds made today. */
export function OrganizationsSection({
  organizations,
  currency,
}: {
  organizations: readonly DashboardOrganization[];
  currency: string | undefined;
}) {
  const intl = useIntl();
  const money = useFormatMinorUnits(currency);
  return (
    <DashboardSection id="home-organizations" title={cabinetMessages.organizations}>
      <ul className={styles.list}>
        {organizations.map((organization) => (
          <li key={organization.organizationUuid} className={styles.item}>
            <h3 className={styles.subheading}>
              <Link to={organizationPath(organization.organizationUuid)}>{organization.name}</Link>
            </h3>
            <p>
              {intl.formatMessage(cabinetValueMessages.orders, {
                amount: money(organization.orders.amount),
                count: organization.orders.count,
              })}
            </p>
            <p>
              {intl.formatMessage(cabinetValueMessages.refunds, {
                amount: money(organization.refunds.amount),
                count: organization.refunds.count,
              })}
            </p>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
