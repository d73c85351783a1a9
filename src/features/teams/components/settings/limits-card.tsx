import { useIntl } from 'react-intl';
import { useAppSettings } from '@/api/app-settings';
import type { Team } from '@/api/generated/model/team';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { useFormatMoney } from '@/lib/money';
import { useTeamLimits } from '../../api/teams';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { SectionCard } from '../parts/section-card';
import styles from '../teams.module.css';

export function LimitsCard({ team }: { team: Team }) {
  const intl = useIntl();
  const limits = useTeamLimits(team.uuid);
  const formatMoney = useFormatMoney(useAppSettings().data?.currencyCode);
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.settingsLimitsTitle)}>
      <AsyncContent
        query={limits}
        loading={
          <SkeletonGroup>
            <Skeleton width="60%" />
            <Skeleton width="80%" />
          </SkeletonGroup>
        }
      >
        {(data) => (
          <>
            <p>
              {intl.formatMessage(teamsValueMessages.settingsLimitsRange, {
                min: formatMoney(data.limits.minAmount),
                max: formatMoney(data.limits.maxAmount),
              })}
            </p>
            <p>
              {intl.formatMessage(teamsValueMessages.settingsLimitsChoices, {
                amounts: intl.formatList(data.defaultAmounts.map((amount) => formatMoney(amount))),
              })}
            </p>
            <p className={styles.text}>{intl.formatMessage(teamsMessages.settingsLimitsHint)}</p>
          </>
        )}
      </AsyncContent>
    </SectionCard>
  );
}
