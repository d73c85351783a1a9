import type { ComponentType, SVGProps } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Notification } from '@/api/generated/model/notification';
import { NotificationType } from '@/api/generated/model/notificationType';
import { AlertIcon } from '@/components/ui/icons/alert-icon';
import { BellIcon } from '@/components/ui/icons/bell-icon';
import { CreditCardIcon } from '@/components/ui/icons/credit-card-icon';
import { LogOutIcon } from '@/components/ui/icons/log-out-icon';
import { MailIcon } from '@/components/ui/icons/mail-icon';
import { ReceiptIcon } from '@/components/ui/icons/receipt-icon';
import {
  AtSignIcon,
  CardAlertIcon,
  MessageIcon,
  PhoneIcon,
  ShieldOffIcon,
  UserCheckIcon,
  UserMinusIcon,
} from '../components/notification-icons';
import {
  CARDS_PATH,
  operationPath,
  PROFILE_PATH,
  RECEIVED_INVITES_PATH,
  teamPath,
} from '@/lib/routes';

/**
 * One text per type (namespace `notifications`). Every text takes the same values (see
 * notificationValues): the team's title, the amount, the comment and the member it is about,
 * each with a yes/no flag for when the notification does not carry it. A tip's receipt shows
 * its comment too (lib/tip-entries.ts puts them together).
 */
export const typeMessages = defineMessages({
  'team.invite': { id: 'notifications.type.teamInvite' },
  'team.accept': { id: 'notifications.type.teamAccept' },
  'qr.receipt': { id: 'notifications.type.qrReceipt' },
  'has.no.active.card': { id: 'notifications.type.hasNoActiveCard' },
  'unknown.error': { id: 'notifications.type.unknownError' },
  'qr.comment': { id: 'notifications.type.qrComment' },
  'qr.failed.credit': { id: 'notifications.type.qrFailedCredit' },
  'email.change': { id: 'notifications.type.emailChange' },
  'phone.change': { id: 'notifications.type.phoneChange' },
  'team.member.left.personal': { id: 'notifications.type.memberLeftPersonal' },
  'team.member.left.manager': { id: 'notifications.type.memberLeftManager' },
  'team.member.delete.personal': { id: 'notifications.type.memberDeletePersonal' },
  'team.member.delete.manager': { id: 'notifications.type.memberDeleteManager' },
  'team.admin.delete.personal': { id: 'notifications.type.adminDeletePersonal' },
  'team.admin.delete.manager': { id: 'notifications.type.adminDeleteManager' },
  /** A type this app does not know yet (a newer server): a neutral text, never a crash. */
  other: { id: 'notifications.type.other' },
});

export interface NotificationKind {
  message: MessageDescriptor;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Where the notification leads, when it is about a place the person can open. */
  linkOf: (notification: Notification) => string | undefined;
}

const nowhere = () => undefined;
const toTeam = ({ teamUuid }: Notification) => teamUuid && teamPath(teamUuid);
const toOperation = ({ operationUuid }: Notification) =>
  operationUuid && operationPath(operationUuid);

/**
 * The 15 notification types of spec section 3: text, icon and link. Team notifications lead
 * to the team, except the ones saying the person is no longer in it (they could not open it).
 */
const KINDS: Record<NotificationType, Omit<NotificationKind, 'message'>> = {
  'team.invite': { icon: MailIcon, linkOf: () => RECEIVED_INVITES_PATH },
  'team.accept': { icon: UserCheckIcon, linkOf: toTeam },
  'qr.receipt': { icon: ReceiptIcon, linkOf: toOperation },
  'has.no.active.card': { icon: CreditCardIcon, linkOf: () => CARDS_PATH },
  'unknown.error': { icon: AlertIcon, linkOf: nowhere },
  'qr.comment': { icon: MessageIcon, linkOf: toOperation },
  'qr.failed.credit': { icon: CardAlertIcon, linkOf: () => CARDS_PATH },
  'email.change': { icon: AtSignIcon, linkOf: () => PROFILE_PATH },
  'phone.change': { icon: PhoneIcon, linkOf: () => PROFILE_PATH },
  'team.member.left.personal': { icon: LogOutIcon, linkOf: nowhere },
  'team.member.left.manager': { icon: LogOutIcon, linkOf: toTeam },
  'team.member.delete.personal': { icon: UserMinusIcon, linkOf: nowhere },
  'team.member.delete.manager': { icon: UserMinusIcon, linkOf: toTeam },
  'team.admin.delete.personal': { icon: ShieldOffIcon, linkOf: toTeam },
  'team.admin.delete.manager': { icon: ShieldOffIcon, linkOf: toTeam },
};

const OTHER: NotificationKind = { message: typeMessages.other, icon: BellIcon, linkOf: nowhere };

const isKnown = (type: string): type is NotificationType => Object.hasOwn(KINDS, type);

/** How a notification of `type` shows; an unknown type gets the neutral one. */
export function kindOf(type: string): NotificationKind {
  return isKnown(type) ? { ...KINDS[type], message: typeMessages[type] } : OTHER;
}

/** Every type the app knows (the contract's enumeration). */
export const KNOWN_TYPES: readonly NotificationType[] = Object.values(NotificationType);

/** The values every type's text is formatted with; `amount` is already formatted money. */
export function notificationValues(notification: Notification, amount: string | undefined) {
  return {
    team: notification.teamTitle ?? '',
    hasTeam: notification.teamTitle ? 'yes' : 'no',
    amount: amount ?? '',
    hasAmount: amount ? 'yes' : 'no',
    comment: notification.comment ?? '',
    hasComment: notification.comment ? 'yes' : 'no',
    member: notification.memberName ?? '',
    hasMember: notification.memberName ? 'yes' : 'no',
  };
}
