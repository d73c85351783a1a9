import { ReceivedInvitesPage } from './components/received/received-invites-page';

/** /cabinet/invites: the invites the person received. */
export function InvitesArea() {
  return <ReceivedInvitesPage />;
}
