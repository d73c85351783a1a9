import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Role } from '@/api/generated/model/role';

/** Texts shared by the three flows: login fields and the password step (the code step's are the kit's, components/ui/otp). */
export const authMessages = defineMessages({
  emailLabel: { id: 'auth.login.email.label' },
  emailRequired: { id: 'auth.login.email.required' },
  emailInvalid: { id: 'auth.login.email.invalid' },
  phoneLabel: { id: 'auth.login.phone.label' },
  phoneRequired: { id: 'auth.login.phone.required' },
  passwordLabel: { id: 'auth.password.label' },
  passwordRequired: { id: 'auth.password.required' },
  newPasswordLabel: { id: 'auth.password.newLabel' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const authValueMessages = defineMessages<{
  stepProgress: { current: number; total: number };
}>({
  stepProgress: { id: 'auth.step.progress' },
});

export const signInMessages = defineMessages({
  title: { id: 'auth.signIn.title' },
  submit: { id: 'auth.signIn.submit' },
  forgot: { id: 'auth.signIn.forgot' },
  noAccount: { id: 'auth.signIn.noAccount' },
  register: { id: 'auth.signIn.register' },
  sessionExpired: { id: 'auth.signIn.sessionExpired' },
  passwordRestored: { id: 'auth.signIn.passwordRestored' },
  signedOut: { id: 'auth.signIn.signedOut' },
  inviteWaiting: { id: 'auth.signIn.inviteWaiting' },
});

export const registerMessages = defineMessages({
  title: { id: 'auth.register.title' },
  accountType: { id: 'auth.register.accountType' },
  personal: { id: 'auth.register.personal' },
  personalHint: { id: 'auth.register.personal.hint' },
  business: { id: 'auth.register.business' },
  businessHint: { id: 'auth.register.business.hint' },
  firstName: { id: 'auth.register.firstName' },
  lastName: { id: 'auth.register.lastName' },
  nameRequired: { id: 'auth.register.name.required' },
  nameTooLong: { id: 'auth.register.name.tooLong' },
  submit: { id: 'auth.register.submit' },
  hasAccount: { id: 'auth.register.hasAccount' },
  signIn: { id: 'auth.register.signIn' },
  passwordTitle: { id: 'auth.register.password.title' },
  agreement: { id: 'auth.register.agreement' },
  agreementRequired: { id: 'auth.register.agreement.required' },
  finish: { id: 'auth.register.finish' },
});

export const businessMessages = defineMessages({
  title: { id: 'auth.business.title' },
  intro: { id: 'auth.business.intro' },
  inn: { id: 'auth.business.inn' },
  innHint: { id: 'auth.business.inn.hint' },
  innInvalid: { id: 'auth.business.inn.invalid' },
  organizationName: { id: 'auth.business.organizationName' },
  organizationRequired: { id: 'auth.business.organizationName.required' },
  organizationTooLong: { id: 'auth.business.organizationName.tooLong' },
  address: { id: 'auth.business.address' },
  addressTooLong: { id: 'auth.business.address.tooLong' },
  submit: { id: 'auth.business.submit' },
});

export const restoreMessages = defineMessages({
  title: { id: 'auth.restore.title' },
  intro: { id: 'auth.restore.intro' },
  submit: { id: 'auth.restore.submit' },
  passwordTitle: { id: 'auth.restore.password.title' },
  save: { id: 'auth.restore.save' },
  backToSignIn: { id: 'auth.restore.backToSignIn' },
});

export const sessionMessages = defineMessages({
  checking: { id: 'auth.session.checking' },
  loadError: { id: 'auth.session.loadError' },
  retry: { id: 'auth.session.retry' },
});

export const inviteMessages = defineMessages({
  title: { id: 'auth.invite.title' },
  toCabinet: { id: 'auth.invite.toCabinet' },
  signedOut: { id: 'auth.invite.signedOut' },
  signIn: { id: 'auth.invite.signIn' },
  register: { id: 'auth.invite.register' },
  agreement: { id: 'auth.invite.agreement' },
  agreementRequired: { id: 'auth.invite.agreement.required' },
  openTeam: { id: 'auth.invite.openTeam' },
  expired: { id: 'auth.invite.expired' },
  closed: { id: 'auth.invite.closed' },
  unknown: { id: 'auth.invite.unknown' },
  notYours: { id: 'auth.invite.notYours' },
});

/** The invite's words that take values. */
export const inviteValueMessages = defineMessages<{
  lead: { team: string };
  leadFrom: { team: string; sender: string };
  role: { role: string };
  join: { team: string };
  already: { team: string };
}>({
  lead: { id: 'auth.invite.lead' },
  leadFrom: { id: 'auth.invite.leadFrom' },
  role: { id: 'auth.invite.role' },
  join: { id: 'auth.invite.join' },
  already: { id: 'auth.invite.already' },
});

/** A role's name inside the invite's sentence. */
export const inviteRoleMessages: Record<Role, MessageDescriptor> = defineMessages({
  OWNER: { id: 'auth.invite.role.OWNER' },
  ADMIN: { id: 'auth.invite.role.ADMIN' },
  MEMBER: { id: 'auth.invite.role.MEMBER' },
});

export const goodbyeMessages = defineMessages({
  title: { id: 'auth.goodbye.title' },
  text: { id: 'auth.goodbye.text' },
  register: { id: 'auth.goodbye.register' },
  signIn: { id: 'auth.goodbye.signIn' },
});
