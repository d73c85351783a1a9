import { defineMessages } from 'react-intl';

/** Fallback texts of the error catalogue (spec section 8). */
export const errorDefaults = defineMessages({
  title: { id: 'errors.default.title' },
  subtitle: { id: 'errors.default.subtitle' },
  message: { id: 'errors.default.message' },
});

/** The message of each catalogue key: a server code, or a code plus a flow suffix. */
export const catalogueMessages = defineMessages({
  'action.not.started.error': { id: 'errors.action.not.started.error' },
  'action.not.started.error.auth': { id: 'errors.action.not.started.error.auth' },
  'action.not.started.error.register': { id: 'errors.action.not.started.error.register' },
  'action.not.started.error.forgot': { id: 'errors.action.not.started.error.forgot' },
  'action.not.started.error.delete': { id: 'errors.action.not.started.error.delete' },
  'bad.credentials.error': { id: 'errors.bad.credentials.error' },
  'client.already.exists.error': { id: 'errors.client.already.exists.error' },
  'client.blocked.error': { id: 'errors.client.blocked.error' },
  'client.notActive.error': { id: 'errors.client.notActive.error' },
  'email.already.exists.error': { id: 'errors.email.already.exists.error' },
  'email.invalid.error': { id: 'errors.email.invalid.error' },
  'file.size.invalid.error': { id: 'errors.file.size.invalid.error' },
  'file.content.type.invalid.error': { id: 'errors.file.content.type.invalid.error' },
  'gender.invalid.error': { id: 'errors.gender.invalid.error' },
  'invalid.attempt.error': { id: 'errors.invalid.attempt.error' },
  'invalid.state.error': { id: 'errors.invalid.state.error' },
  'no.session.error': { id: 'errors.no.session.error' },
  'otp.expired.error': { id: 'errors.otp.expired.error' },
  'otp.no.more.new.codes.error': { id: 'errors.otp.no.more.new.codes.error' },
  'password.invalid.error': { id: 'errors.password.invalid.error' },
  'phone.invalid.error': { id: 'errors.phone.invalid.error' },
  'sms.not.send.error': { id: 'errors.sms.not.send.error' },
  'invalid.session.error': { id: 'errors.invalid.session.error' },
  'general.error': { id: 'errors.general.error' },
  'field.invalid.format.error': { id: 'errors.field.invalid.format.error' },
  'teamType.notFound.error': { id: 'errors.teamType.notFound.error' },
  'team.notFound.error': { id: 'errors.team.notFound.error' },
  'team.already.contains.client.error': { id: 'errors.team.already.contains.client.error' },
  'team.claim.alreadyExists.error': { id: 'errors.team.claim.alreadyExists.error' },
  'modification.irrelevant.data.error': { id: 'errors.modification.irrelevant.data.error' },
  'client.registration.blocked.error': { id: 'errors.client.registration.blocked.error' },
  'card.already.exists.error': { id: 'errors.card.already.exists.error' },
  'network.error': { id: 'errors.network.error' },
});

/** Keys with a title of their own (others use errorDefaults.title). */
export const catalogueTitles = defineMessages({
  'card.already.exists.error': { id: 'errors.card.already.exists.error.title' },
  'network.error': { id: 'errors.network.error.title' },
});

/** Keys with a subtitle other than their message. */
export const catalogueSubtitles = defineMessages({
  'card.already.exists.error': { id: 'errors.card.already.exists.error.subtitle' },
});
