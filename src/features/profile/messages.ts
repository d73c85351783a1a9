import { defineMessages } from 'react-intl';
import type { LoginKind } from '@/lib/errors/error-catalogue';

/** The profile area's words (namespace `profile`, ./locales). */
export const profileMessages = defineMessages({
  title: { id: 'profile.title' },
  back: { id: 'profile.back' },
  save: { id: 'profile.save' },
  getCode: { id: 'profile.getCode' },
  photoTitle: { id: 'profile.photo.title' },
  detailsTitle: { id: 'profile.details.title' },
  signInTitle: { id: 'profile.signIn.title' },
  firstName: { id: 'profile.firstName' },
  lastName: { id: 'profile.lastName' },
  fullName: { id: 'profile.fullName' },
  accountType: { id: 'profile.accountType' },
  individual: { id: 'profile.accountType.individual' },
  business: { id: 'profile.accountType.business' },
  balance: { id: 'profile.balance' },
  phone: { id: 'profile.phone' },
  email: { id: 'profile.email' },
  password: { id: 'profile.password' },
  passwordSet: { id: 'profile.password.set' },
  notSet: { id: 'profile.notSet' },
  changeName: { id: 'profile.changeName' },
  changePhone: { id: 'profile.changePhone' },
  changeEmail: { id: 'profile.changeEmail' },
  addEmail: { id: 'profile.addEmail' },
  changePassword: { id: 'profile.changePassword' },
  deleteTitle: { id: 'profile.delete.sectionTitle' },
  deleteIntro: { id: 'profile.delete.sectionIntro' },
  deleteLink: { id: 'profile.delete.link' },
});

/** What the profile says when a change brings the person back (use-finished-change.ts). */
export const changedMessages = defineMessages({
  name: { id: 'profile.changed.name' },
  phone: { id: 'profile.changed.phone' },
  email: { id: 'profile.changed.email' },
  emailAdded: { id: 'profile.changed.emailAdded' },
  password: { id: 'profile.changed.password' },
});

export const photoMessages = defineMessages({
  saved: { id: 'profile.photo.saved' },
  deleted: { id: 'profile.photo.deleted' },
});

export const nameMessages = defineMessages({
  title: { id: 'profile.name.title' },
  firstNameRequired: { id: 'profile.name.firstNameRequired' },
  lastNameRequired: { id: 'profile.name.lastNameRequired' },
  /** Formatted with `{ max }`. */
  tooLong: { id: 'profile.name.tooLong' },
});

export const phoneMessages = defineMessages({
  title: { id: 'profile.phoneChange.title' },
  intro: { id: 'profile.phoneChange.intro' },
  label: { id: 'profile.phoneChange.label' },
  required: { id: 'profile.phoneChange.required' },
  same: { id: 'profile.phoneChange.same' },
  changeNumber: { id: 'profile.phoneChange.changeNumber' },
});

export const emailMessages = defineMessages({
  title: { id: 'profile.emailChange.title' },
  addTitle: { id: 'profile.emailChange.addTitle' },
  intro: { id: 'profile.emailChange.intro' },
  addIntro: { id: 'profile.emailChange.addIntro' },
  label: { id: 'profile.emailChange.label' },
  addLabel: { id: 'profile.emailChange.addLabel' },
  required: { id: 'profile.emailChange.required' },
  invalid: { id: 'profile.emailChange.invalid' },
  same: { id: 'profile.emailChange.same' },
  changeAddress: { id: 'profile.emailChange.changeAddress' },
});

const passwordWords = defineMessages({
  title: { id: 'profile.passwordChange.title' },
  currentLabel: { id: 'profile.passwordChange.currentLabel' },
  newLabel: { id: 'profile.passwordChange.newLabel' },
  repeatLabel: { id: 'profile.passwordChange.repeatLabel' },
  currentRequired: { id: 'profile.passwordChange.currentRequired' },
  newRequired: { id: 'profile.passwordChange.newRequired' },
  repeatRequired: { id: 'profile.passwordChange.repeatRequired' },
  mismatch: { id: 'profile.passwordChange.mismatch' },
  sameAsCurrent: { id: 'profile.passwordChange.sameAsCurrent' },
  changePasswords: { id: 'profile.passwordChange.changePasswords' },
});
/** Messages that take values, typed so a missing value is a compile error. */
const passwordValueWords = defineMessages<{ intro: { login: string; kind: LoginKind } }>({
  intro: { id: 'profile.passwordChange.intro' },
});
export const passwordMessages = { ...passwordWords, ...passwordValueWords };

const deleteWords = defineMessages({
  title: { id: 'profile.delete.title' },
  lossTitle: { id: 'profile.delete.lossTitle' },
  lossQrCodes: { id: 'profile.delete.lossQrCodes' },
  lossHistory: { id: 'profile.delete.lossHistory' },
  lossTeams: { id: 'profile.delete.lossTeams' },
  lossCards: { id: 'profile.delete.lossCards' },
  irreversible: { id: 'profile.delete.irreversible' },
  confirm: { id: 'profile.delete.confirm' },
  confirmRequired: { id: 'profile.delete.confirmRequired' },
  submit: { id: 'profile.delete.submit' },
  cancel: { id: 'profile.delete.cancel' },
});
const deleteValueWords = defineMessages<{
  lossBalance: { amount: string };
  codeNote: { login: string; kind: LoginKind };
}>({
  lossBalance: { id: 'profile.delete.lossBalance' },
  codeNote: { id: 'profile.delete.codeNote' },
});
export const deleteMessages = { ...deleteWords, ...deleteValueWords };

const telegramWords = defineMessages({
  title: { id: 'profile.telegram.title' },
  intro: { id: 'profile.telegram.intro' },
  none: { id: 'profile.telegram.none' },
  get: { id: 'profile.telegram.get' },
  retry: { id: 'profile.telegram.retry' },
  codeLabel: { id: 'profile.telegram.codeLabel' },
  expired: { id: 'profile.telegram.expired' },
  copy: { id: 'profile.telegram.copy' },
  copied: { id: 'profile.telegram.copied' },
  copyFailed: { id: 'profile.telegram.copyFailed' },
  newCode: { id: 'profile.telegram.newCode' },
  openBot: { id: 'profile.telegram.openBot' },
});
const telegramValueWords = defineMessages<{ validUntil: { time: string } }>({
  validUntil: { id: 'profile.telegram.validUntil' },
});
export const telegramMessages = { ...telegramWords, ...telegramValueWords };
