import { useIntl } from 'react-intl';
import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';
import { teamsMessages } from './messages';

/** Invites the signed-in person received; the screen comes with the teams issue. */
export function InvitesArea() {
  const intl = useIntl();
  return <ReservedSection title={intl.formatMessage(teamsMessages.invitesTitle)} />;
}
