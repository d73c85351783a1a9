import { QRCodeSVG } from 'qrcode.react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { JobPosition } from '@/api/generated/model/jobPosition';
import type { Team } from '@/api/generated/model/team';
import type { TeamMember } from '@/api/generated/model/teamMember';
import { UpdateTeamMemberBody } from '@/api/generated/zod/team/team.zod';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useZodForm } from '@/components/ui/form-alert/use-zod-form';
import { Link } from '@/components/ui/link/link';
import { Notice } from '@/components/ui/notice/notice';
import { Select } from '@/components/ui/select/select';
import { ShareLink } from '@/components/ui/share/share-link';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { jobPositionMessage } from '@/lib/job-positions';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { canOnMember } from '@/lib/team-permissions';
import { useMyMembership, useTeamMember, useUpdateMemberMutation } from '../../api/members';
import { useAbsoluteUrl } from '../../lib/absolute-url';
import { teamPath } from '@/lib/routes';
import { personPhotoUrl } from '@/api/photos';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { RoleBadge } from '../parts/role-badge';
import styles from '../teams.module.css';
import { useMemberRemoval } from './member-removal';

/**
 * One member (team/member/get): their QR code (the tip page it opens, to show or share), job
 * position (changed with team/member/update where the role allows) and removal.
 */
export function MemberPage({ team }: { team: Team }) {
  const intl = useIntl();
  const { qrCodeUuid = '' } = useParams();
  const member = useTeamMember(team.uuid, qrCodeUuid);
  return (
    <section className={styles.card} aria-labelledby="team-member-title">
      <Link className={styles.link} to={teamPath(team.uuid)}>
        {intl.formatMessage(teamsMessages.memberBack)}
      </Link>
      <AsyncContent
        query={member}
        loading={
          <SkeletonGroup>
            <Skeleton shape="circle" width={96} />
            <Skeleton width="40%" />
            <Skeleton shape="rect" height={200} />
          </SkeletonGroup>
        }
      >
        {(found) => <MemberDetails team={team} member={found} />}
      </AsyncContent>
    </section>
  );
}

function MemberDetails({ team, member }: { team: Team; member: TeamMember }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const me = useMyMembership(team.uuid).data?.member;
  const self = member.qrCodeUuid === me?.qrCodeUuid;
  const target = { role: member.role, self };
  const tipUrl = useAbsoluteUrl(`/${member.qrCodeUuid}`);
  const removal = useMemberRemoval(team, () => void navigate(teamPath(team.uuid)));
  return (
    <>
      <div className={styles.summary}>
        <Avatar name={member.fullName} src={personPhotoUrl(member.photoUuid)} size="lg" />
        <div className={styles.summaryText}>
          <h2 id="team-member-title" className={styles.sectionTitle}>
            {member.fullName}
          </h2>
          <span className={styles.badges}>
            <RoleBadge role={member.role} always />
          </span>
        </div>
      </div>
      {canOnMember(team.role, 'editMember', target) ? (
        <JobPositionForm teamUuid={team.uuid} member={member} />
      ) : (
        <dl className={styles.facts}>
          <dt>{intl.formatMessage(teamsMessages.memberJobPosition)}</dt>
          <dd>
            {member.jobPosition
              ? intl.formatMessage(jobPositionMessage(member.jobPosition))
              : intl.formatMessage(teamsMessages.memberNoJobPosition)}
          </dd>
        </dl>
      )}
      <h3 className={styles.sectionTitle}>{intl.formatMessage(teamsMessages.memberQrCode)}</h3>
      <div className={styles.qr}>
        <QRCodeSVG
          value={tipUrl}
          size={192}
          marginSize={4}
          title={intl.formatMessage(teamsValueMessages.memberQrAlt, { name: member.fullName })}
          role="img"
        />
      </div>
      <ShareLink
        url={tipUrl}
        text={intl.formatMessage(teamsValueMessages.memberShareText, { name: member.fullName })}
        label={intl.formatMessage(teamsMessages.memberTipPage)}
      />
      {!self && canOnMember(team.role, 'removeMember', target) ? (
        <div className={styles.formActions}>
          <Button variant="danger" onClick={() => removal.ask(member)}>
            {intl.formatMessage(teamsValueMessages.membersRemoveLabel, { name: member.fullName })}
          </Button>
        </div>
      ) : null}
      {removal.dialog}
    </>
  );
}

const POSITIONS = Object.values(JobPosition);

/** team/member/update's own rule: one of the contract's job positions. */
const positionSchema = UpdateTeamMemberBody.pick({ jobPosition: true }).required();

function JobPositionForm({ teamUuid, member }: { teamUuid: string; member: TeamMember }) {
  const intl = useIntl();
  const update = useUpdateMemberMutation(teamUuid);
  // A failure takes focus itself (its alert's takeFocus); nothing here is typed wrong.
  const { form } = useZodForm({
    schema: positionSchema,
    defaultValues: { jobPosition: member.jobPosition },
  });
  const position = useController({ control: form.control, name: 'jobPosition' });
  // A double click checks the form twice, in parallel: only the first saves.
  const saveOnce = useOneAtATime((jobPosition: JobPosition) =>
    update.mutateAsync({ qrCodeUuid: member.qrCodeUuid, jobPosition }),
  );
  return (
    <form
      className={styles.form}
      onSubmit={(event) =>
        void form.handleSubmit(({ jobPosition }) => saveOnce(jobPosition).catch(() => undefined))(
          event,
        )
      }
    >
      <Select
        label={intl.formatMessage(teamsMessages.memberJobPosition)}
        value={position.field.value ?? ''}
        onChange={(event) => {
          position.field.onChange(event.target.value);
          update.reset();
        }}
        options={POSITIONS.map((code) => ({
          value: code,
          label: intl.formatMessage(jobPositionMessage(code)),
        }))}
      />
      {update.isError ? <FormAlert error={update.error} takeFocus /> : null}
      {update.isSuccess ? <Notice>{intl.formatMessage(teamsMessages.saved)}</Notice> : null}
      <div className={styles.formActions}>
        <Button
          type="submit"
          variant="secondary"
          loading={update.isPending}
          disabled={!position.field.value || position.field.value === member.jobPosition}
        >
          {intl.formatMessage(teamsMessages.memberSave)}
        </Button>
      </div>
    </form>
  );
}
