import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link/link';
import { useAppSettings } from '@/api/app-settings';
import { useCustomization } from '../api/customization';
import { useTeamForm } from '../api/use-team-form';
import { MemberList } from './member-list';
import { MerchantFrame } from './merchant-frame';
import { PageSkeleton } from './page-skeleton';
import { PageError, RecipientNotFound } from './page-state';
import { RecipientHeader } from './recipient-header';
import { TipForm } from './tip-form';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { usePageOptions } from '../lib/use-page-options';
import { resolveAmountChoices, resolveLimits } from '../lib/amount';
import { classifyFormError } from '../lib/page-error';
import { teamPhotoUrl } from '@/api/photos';
import { isUuid } from '@/lib/uuid';
import { useShellFrame } from '@/lib/use-shell-frame';
import { teamMessages } from '../team-messages';
import styles from './team-page.module.css';

/** `?to=team` shows the form for the whole team; in the URL so Back returns to the list. */
export const TEAM_TIP_PARAM = 'to';
const TEAM_TIP_VALUE = 'team';

/** `/t/:teamId`: pick a person of the team, or tip the whole team. */
export function TeamPage() {
  const { teamId } = useParams();
  if (!isUuid(teamId)) return <RecipientNotFound />;
  return <TeamTipPage key={teamId} teamUuid={teamId} />;
}

function TeamTipPage({ teamUuid }: { teamUuid: string }) {
  const intl = useIntl();
  const query = useTeamForm(teamUuid);
  const { customization, settled } = useCustomization({ teamUuid });
  const settings = useAppSettings();
  const options = usePageOptions();
  const [params] = useSearchParams();
  const tippingTeam = params.get(TEAM_TIP_PARAM) === TEAM_TIP_VALUE;
  // The prerendered shell is this page's skeleton: hydration draws it again, then the page.
  const shell = useShellFrame();

  if (shell || query.isPending || !settled || settings.isPending) return <PageSkeleton />;
  if (query.isError && !query.data) {
    if (classifyFormError(query.error) === 'not-found') return <RecipientNotFound />;
    return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  }

  const { team, members } = query.data;
  const limits = resolveLimits(team.limits);
  const withParam = (tip: boolean) => {
    const next = new URLSearchParams(params);
    if (tip) next.set(TEAM_TIP_PARAM, TEAM_TIP_VALUE);
    else next.delete(TEAM_TIP_PARAM);
    const search = next.toString();
    return search ? `?${search}` : '?';
  };

  return (
    <MerchantFrame customization={customization}>
      <RecipientHeader
        name={team.title}
        photoUrl={teamPhotoUrl(team.photo)}
        subtitle={intl.formatMessage(teamMessages.label)}
      />
      {tippingTeam ? (
        <section className={styles.section} aria-labelledby="team-tip-title">
          <SectionTitle id="team-tip-title">
            <FormattedMessage {...teamMessages.tipTeamTitle} />
          </SectionTitle>
          <Link className={styles.back} to={withParam(false)}>
            <FormattedMessage {...teamMessages.backToMembers} />
          </Link>
          <TipForm
            target={{ teamUuid }}
            limits={limits}
            choices={resolveAmountChoices(team.amounts, team.defaultAmounts, limits)}
            currency={settings.data?.currencyCode}
            hideAmount={settings.data?.hideAmountEnabled ?? false}
            preview={options.preview}
            autoFill={options.autoFill}
            recipient={team.title}
          />
        </section>
      ) : (
        <>
          <Link className={styles.tipTeam} to={withParam(true)}>
            <FormattedMessage {...teamMessages.tipTeam} />
          </Link>
          <MemberList
            members={members}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            moreError={query.isFetchNextPageError ? query.error : null}
            onShowMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </MerchantFrame>
  );
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={styles.title}>
      {children}
    </h2>
  );
}
