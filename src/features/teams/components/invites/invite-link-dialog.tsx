import { QRCodeSVG } from 'qrcode.react';
import { useIntl } from 'react-intl';
import type { Invite } from '@/api/generated/model/invite';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { ShareLink } from '@/components/ui/share/share-link';
import { teamInvitePath } from '@/lib/routes';
import { useAbsoluteUrl } from '../../lib/absolute-url';
import { teamsMessages, teamsValueMessages } from '../../messages';
import styles from '../teams.module.css';

/** An invite link to hand on: the address (copy, Telegram, WhatsApp) and its QR code. */
export function InviteLinkDialog({
  invite,
  onClose,
}: {
  invite: Invite | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const url = useAbsoluteUrl(teamInvitePath(invite?.uuid ?? ''));
  return (
    <Modal
      open={invite !== null}
      onClose={onClose}
      title={
        invite
          ? intl.formatMessage(teamsValueMessages.invitesLinkDialogTitle, {
              team: invite.teamTitle,
            })
          : ''
      }
      actions={
        <Button onClick={onClose}>{intl.formatMessage(teamsMessages.invitesLinkDone)}</Button>
      }
    >
      {invite ? (
        <div className={styles.stack}>
          <div className={styles.qr}>
            <QRCodeSVG
              value={url}
              size={192}
              marginSize={4}
              title={intl.formatMessage(teamsMessages.invitesLinkQrAlt)}
              role="img"
            />
          </div>
          <ShareLink
            url={url}
            text={intl.formatMessage(teamsValueMessages.invitesLinkShareText, {
              team: invite.teamTitle,
            })}
            label={intl.formatMessage(teamsMessages.invitesLinkLabel)}
          />
        </div>
      ) : null}
    </Modal>
  );
}
