import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const passwordFieldMessages = defineMessages({
  passwordShow: { id: 'ui.passwordField.show' },
  passwordHide: { id: 'ui.passwordField.hide' },
  passwordRule: { id: 'ui.passwordField.rule' },
  passwordStrength: { id: 'ui.passwordField.strength' },
  passwordWeak: { id: 'ui.passwordField.weak' },
  passwordNormal: { id: 'ui.passwordField.normal' },
  passwordStrong: { id: 'ui.passwordField.strong' },
});
