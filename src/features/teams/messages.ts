import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { InviteState } from '@/api/generated/model/inviteState';
import type { Role } from '@/api/generated/model/role';

/** The teams area's words (namespace `teams`, ./locales), loaded with its code. */
export const teamsMessages = defineMessages({
  title: { id: 'teams.title' },
  invitesTitle: { id: 'teams.invites.title' },
  verified: { id: 'teams.verified' },
  cancel: { id: 'teams.cancel' },
  saved: { id: 'teams.saved' },
  showMore: { id: 'teams.showMore' },
  loadingMore: { id: 'teams.loadingMore' },
  notFoundTitle: { id: 'teams.notFound.title' },
  notFoundDescription: { id: 'teams.notFound.description' },
  allTeams: { id: 'teams.allTeams' },
  errorsAlreadyInTeam: { id: 'teams.errors.alreadyInTeam' },
  errorsClaimExists: { id: 'teams.errors.claimExists' },
  errorsNoSuchPerson: { id: 'teams.errors.noSuchPerson' },
  errorsPhoneRequired: { id: 'teams.errors.phoneRequired' },
  listCreate: { id: 'teams.list.create' },
  listLabel: { id: 'teams.list.label' },
  listEmptyTitle: { id: 'teams.list.empty.title' },
  listEmptyDescription: { id: 'teams.list.empty.description' },
  listReceivedInvites: { id: 'teams.list.receivedInvites' },
  createTitle: { id: 'teams.create.title' },
  createSubmit: { id: 'teams.create.submit' },
  formTitle: { id: 'teams.form.title' },
  formTitleRequired: { id: 'teams.form.titleRequired' },
  formType: { id: 'teams.form.type' },
  formTypeRequired: { id: 'teams.form.typeRequired' },
  formTypesFailed: { id: 'teams.form.typesFailed' },
  formRetry: { id: 'teams.form.retry' },
  formAddress: { id: 'teams.form.address' },
  formInn: { id: 'teams.form.inn' },
  formInnHint: { id: 'teams.form.innHint' },
  formInnLength: { id: 'teams.form.innLength' },
  formInnChecksum: { id: 'teams.form.innChecksum' },
  formAddressRequired: { id: 'teams.form.addressRequired' },
  formInnRequired: { id: 'teams.form.innRequired' },
  formSave: { id: 'teams.form.save' },
  teamLoadingTitle: { id: 'teams.team.loadingTitle' },
  teamSections: { id: 'teams.team.sections' },
  teamNavMembers: { id: 'teams.team.nav.members' },
  teamNavAdmins: { id: 'teams.team.nav.admins' },
  teamNavClaims: { id: 'teams.team.nav.claims' },
  teamNavInvites: { id: 'teams.team.nav.invites' },
  teamNavSettings: { id: 'teams.team.nav.settings' },
  teamSummary: { id: 'teams.team.summary' },
  teamYourTipPage: { id: 'teams.team.yourTipPage' },
  teamLeave: { id: 'teams.team.leave' },
  teamLeaveConfirm: { id: 'teams.team.leaveConfirm' },
  membersTitle: { id: 'teams.members.title' },
  membersSearch: { id: 'teams.members.search' },
  membersEmpty: { id: 'teams.members.empty' },
  membersRemove: { id: 'teams.members.remove' },
  memberBack: { id: 'teams.member.back' },
  memberQrCode: { id: 'teams.member.qrCode' },
  memberTipPage: { id: 'teams.member.tipPage' },
  memberJobPosition: { id: 'teams.member.jobPosition' },
  memberNoJobPosition: { id: 'teams.member.noJobPosition' },
  memberSave: { id: 'teams.member.save' },
  adminsTitle: { id: 'teams.admins.title' },
  adminsAdd: { id: 'teams.admins.add' },
  adminsAddHint: { id: 'teams.admins.addHint' },
  adminsMember: { id: 'teams.admins.member' },
  adminsAddSubmit: { id: 'teams.admins.addSubmit' },
  adminsRemoveRights: { id: 'teams.admins.removeRights' },
  adminsAlreadyManager: { id: 'teams.admins.alreadyManager' },
  adminsNoPhone: { id: 'teams.admins.noPhone' },
  claimsTitle: { id: 'teams.claims.title' },
  claimsEmptyTitle: { id: 'teams.claims.empty.title' },
  claimsEmptyDescription: { id: 'teams.claims.empty.description' },
  claimsAccept: { id: 'teams.claims.accept' },
  invitesSentTitle: { id: 'teams.invites.sentTitle' },
  invitesByPhone: { id: 'teams.invites.byPhone' },
  invitesPhone: { id: 'teams.invites.phone' },
  invitesRole: { id: 'teams.invites.role' },
  invitesSend: { id: 'teams.invites.send' },
  invitesLinkTitle: { id: 'teams.invites.link.title' },
  invitesLinkDescription: { id: 'teams.invites.link.description' },
  invitesLinkCreate: { id: 'teams.invites.link.create' },
  invitesLinkLabel: { id: 'teams.invites.link.label' },
  invitesLinkQrAlt: { id: 'teams.invites.link.qrAlt' },
  invitesLinkDone: { id: 'teams.invites.link.done' },
  invitesEmptyTitle: { id: 'teams.invites.empty.title' },
  invitesEmptyDescription: { id: 'teams.invites.empty.description' },
  invitesLinkInvite: { id: 'teams.invites.linkInvite' },
  invitesCancel: { id: 'teams.invites.cancel' },
  invitesShare: { id: 'teams.invites.share' },
  settingsDetails: { id: 'teams.settings.details' },
  settingsPhoto: { id: 'teams.settings.photo' },
  settingsLimitsTitle: { id: 'teams.settings.limits.title' },
  settingsLimitsHint: { id: 'teams.settings.limits.hint' },
  settingsVerifyTitle: { id: 'teams.settings.verify.title' },
  settingsVerifyDescription: { id: 'teams.settings.verify.description' },
  settingsVerifySubmit: { id: 'teams.settings.verify.submit' },
  settingsVerifyDone: { id: 'teams.settings.verify.done' },
  settingsVerified: { id: 'teams.settings.verified' },
  settingsTransferTitle: { id: 'teams.settings.transfer.title' },
  settingsTransferDescription: { id: 'teams.settings.transfer.description' },
  settingsTransferMember: { id: 'teams.settings.transfer.member' },
  settingsTransferSubmit: { id: 'teams.settings.transfer.submit' },
  settingsTransferDone: { id: 'teams.settings.transfer.done' },
  settingsTransferNotMember: { id: 'teams.settings.transfer.notMember' },
  pickerHint: { id: 'teams.picker.hint' },
  pickerList: { id: 'teams.picker.list' },
  pickerSearching: { id: 'teams.picker.searching' },
  pickerFailed: { id: 'teams.picker.failed' },
  pickerMore: { id: 'teams.picker.more' },
  pickerRequired: { id: 'teams.picker.required' },
  settingsDeleteTitle: { id: 'teams.settings.delete.title' },
  settingsDeleteDescription: { id: 'teams.settings.delete.description' },
  settingsDeleteSubmit: { id: 'teams.settings.delete.submit' },
  receivedDescription: { id: 'teams.received.description' },
  receivedLabel: { id: 'teams.received.label' },
  receivedEmptyTitle: { id: 'teams.received.empty.title' },
  receivedEmptyDescription: { id: 'teams.received.empty.description' },
  receivedAccept: { id: 'teams.received.accept' },
  receivedDecline: { id: 'teams.received.decline' },
  receivedJoin: { id: 'teams.received.join' },
  receivedAgreement: { id: 'teams.received.agreement' },
  receivedAgreementRequired: { id: 'teams.received.agreementRequired' },
  receivedAlreadyInTeam: { id: 'teams.received.alreadyInTeam' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const teamsValueMessages = defineMessages<{
  membersCount: { count: number };
  yourRole: { role: string };
  formTooLong: { max: number };
  teamLeaveTitle: { team: string };
  teamLeaveBody: { team: string };
  teamLeft: { team: string };
  teamLeaveFailed: { team: string; reason: string };
  membersNoMatch: { query: string };
  membersRemoveLabel: { name: string };
  membersRemoveTitle: { name: string; team: string };
  membersRemoveBody: { name: string; team: string };
  membersRemoved: { name: string };
  membersRemoveFailed: { name: string; reason: string };
  memberJobPositionIs: { position: string };
  memberQrAlt: { name: string };
  memberShareText: { name: string };
  adminsRemoveLabel: { name: string };
  adminsRemoveTitle: { name: string };
  adminsRemoveBody: { name: string };
  adminsRemoved: { name: string };
  adminsAddTitle: { name: string };
  adminsAddBody: { name: string };
  adminsAdded: { name: string };
  claimsAcceptLabel: { name: string };
  claimsAccepted: { name: string };
  invitesSent: { phone: string };
  invitesLinkDialogTitle: { team: string };
  invitesLinkShareText: { team: string };
  invitesAsRole: { role: string };
  invitesSentOn: { date: string };
  invitesExpires: { when: string };
  invitesCancelLabel: { who: string };
  invitesShareLabel: { date: string };
  settingsLimitsRange: { min: string; max: string };
  settingsLimitsChoices: { amounts: string };
  settingsTransferConfirmTitle: { team: string };
  settingsTransferConfirmBody: { name: string; team: string };
  pickerNoMatch: { query: string };
  settingsDeleteConfirmTitle: { team: string };
  settingsDeleteConfirmBody: { team: string };
  settingsDeleteConfirm: { team: string };
  settingsDeleteDone: { team: string };
  settingsDeleteFailed: { team: string; reason: string };
  receivedFrom: { name: string };
  receivedAsRole: { role: string };
  receivedAcceptLabel: { team: string };
  receivedDeclineLabel: { team: string };
  receivedJoinTitle: { team: string };
  receivedJoined: { team: string };
  receivedOpenTeam: { team: string };
}>({
  membersCount: { id: 'teams.membersCount' },
  yourRole: { id: 'teams.yourRole' },
  formTooLong: { id: 'teams.form.tooLong' },
  teamLeaveTitle: { id: 'teams.team.leaveTitle' },
  teamLeaveBody: { id: 'teams.team.leaveBody' },
  teamLeft: { id: 'teams.team.left' },
  teamLeaveFailed: { id: 'teams.team.leaveFailed' },
  membersNoMatch: { id: 'teams.members.noMatch' },
  membersRemoveLabel: { id: 'teams.members.removeLabel' },
  membersRemoveTitle: { id: 'teams.members.removeTitle' },
  membersRemoveBody: { id: 'teams.members.removeBody' },
  membersRemoved: { id: 'teams.members.removed' },
  membersRemoveFailed: { id: 'teams.members.removeFailed' },
  memberJobPositionIs: { id: 'teams.member.jobPositionIs' },
  memberQrAlt: { id: 'teams.member.qrAlt' },
  memberShareText: { id: 'teams.member.shareText' },
  adminsRemoveLabel: { id: 'teams.admins.removeLabel' },
  adminsRemoveTitle: { id: 'teams.admins.removeTitle' },
  adminsRemoveBody: { id: 'teams.admins.removeBody' },
  adminsRemoved: { id: 'teams.admins.removed' },
  adminsAddTitle: { id: 'teams.admins.addTitle' },
  adminsAddBody: { id: 'teams.admins.addBody' },
  adminsAdded: { id: 'teams.admins.added' },
  claimsAcceptLabel: { id: 'teams.claims.acceptLabel' },
  claimsAccepted: { id: 'teams.claims.accepted' },
  invitesSent: { id: 'teams.invites.sent' },
  invitesLinkDialogTitle: { id: 'teams.invites.link.dialogTitle' },
  invitesLinkShareText: { id: 'teams.invites.link.shareText' },
  invitesAsRole: { id: 'teams.invites.asRole' },
  invitesSentOn: { id: 'teams.invites.sentOn' },
  invitesExpires: { id: 'teams.invites.expires' },
  invitesCancelLabel: { id: 'teams.invites.cancelLabel' },
  invitesShareLabel: { id: 'teams.invites.shareLabel' },
  settingsLimitsRange: { id: 'teams.settings.limits.range' },
  settingsLimitsChoices: { id: 'teams.settings.limits.choices' },
  settingsTransferConfirmTitle: { id: 'teams.settings.transfer.confirmTitle' },
  settingsTransferConfirmBody: { id: 'teams.settings.transfer.confirmBody' },
  pickerNoMatch: { id: 'teams.picker.noMatch' },
  settingsDeleteConfirmTitle: { id: 'teams.settings.delete.confirmTitle' },
  settingsDeleteConfirmBody: { id: 'teams.settings.delete.confirmBody' },
  settingsDeleteConfirm: { id: 'teams.settings.delete.confirm' },
  settingsDeleteDone: { id: 'teams.settings.delete.done' },
  settingsDeleteFailed: { id: 'teams.settings.delete.failed' },
  receivedFrom: { id: 'teams.received.from' },
  receivedAsRole: { id: 'teams.received.asRole' },
  receivedAcceptLabel: { id: 'teams.received.acceptLabel' },
  receivedDeclineLabel: { id: 'teams.received.declineLabel' },
  receivedJoinTitle: { id: 'teams.received.joinTitle' },
  receivedJoined: { id: 'teams.received.joined' },
  receivedOpenTeam: { id: 'teams.received.openTeam' },
});

/** A role's name (spec section 6). */
export const roleMessages: Record<Role, MessageDescriptor> = defineMessages({
  OWNER: { id: 'teams.role.OWNER' },
  ADMIN: { id: 'teams.role.ADMIN' },
  MEMBER: { id: 'teams.role.MEMBER' },
});

/**
 * A role on a person's badge, beside their name and job position: said as the team's role
 * ("Team admin") so that it never reads as the job position of the same name ("Administrator").
 */
export const roleBadgeMessages: Record<Role, MessageDescriptor> = defineMessages({
  OWNER: { id: 'teams.roleBadge.OWNER' },
  ADMIN: { id: 'teams.roleBadge.ADMIN' },
  MEMBER: { id: 'teams.roleBadge.MEMBER' },
});

/** An invite's state as people read it. */
export const inviteStateMessages: Record<InviteState, MessageDescriptor> = defineMessages({
  NEW: { id: 'teams.invites.state.NEW' },
  ACCEPTED: { id: 'teams.invites.state.ACCEPTED' },
  DECLINED: { id: 'teams.invites.state.DECLINED' },
  CANCELLED: { id: 'teams.invites.state.CANCELLED' },
  EXPIRED: { id: 'teams.invites.state.EXPIRED' },
});
