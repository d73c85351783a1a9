import { defineMessages } from 'react-intl';

/** Strings the UI kit renders itself; callers translate their own labels. */
export const uiMessages = defineMessages({
  amountClear: { id: 'ui.amountInput.clear' },
  buttonLoading: { id: 'ui.button.loading' },
  spinnerLabel: { id: 'ui.spinner.label' },
  skeletonLabel: { id: 'ui.skeleton.label' },
  selectPlaceholder: { id: 'ui.select.placeholder' },
  phoneCountry: { id: 'ui.phoneInput.country' },
  dateFormatHint: { id: 'ui.dateInput.formatHint' },
  passwordShow: { id: 'ui.passwordField.show' },
  passwordHide: { id: 'ui.passwordField.hide' },
  passwordRule: { id: 'ui.passwordField.rule' },
  passwordStrength: { id: 'ui.passwordField.strength' },
  passwordWeak: { id: 'ui.passwordField.weak' },
  passwordNormal: { id: 'ui.passwordField.normal' },
  passwordStrong: { id: 'ui.passwordField.strong' },
  starRatingLabel: { id: 'ui.starRating.label' },
  toastClose: { id: 'ui.toast.close' },
  toastRegion: { id: 'ui.toast.region' },
  modalClose: { id: 'ui.modal.close' },
  emptyTitle: { id: 'ui.emptyState.title' },
  errorTitle: { id: 'ui.errorState.title' },
  errorSubtitle: { id: 'ui.errorState.subtitle' },
  errorRetry: { id: 'ui.errorState.retry' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const uiValueMessages = defineMessages<{
  textareaCounter: { count: number; max: number };
  starRatingStar: { count: number };
}>({
  textareaCounter: { id: 'ui.textarea.counter' },
  starRatingStar: { id: 'ui.starRating.star' },
});

/** One message per phone parsing result (spec section 5). */
export const phoneErrorMessages = defineMessages({
  NOT_A_NUMBER: { id: 'ui.phoneInput.notANumber' },
  INVALID_COUNTRY: { id: 'ui.phoneInput.invalidCountry' },
  TOO_SHORT: { id: 'ui.phoneInput.tooShort' },
  TOO_LONG: { id: 'ui.phoneInput.tooLong' },
  INVALID_LENGTH: { id: 'ui.phoneInput.invalidLength' },
});

/** One message per date parsing result. */
export const dateErrorMessages = defineMessages({
  INCOMPLETE: { id: 'ui.dateInput.incomplete' },
  DAY_RANGE: { id: 'ui.dateInput.dayRange' },
  MONTH_RANGE: { id: 'ui.dateInput.monthRange' },
  YEAR_RANGE: { id: 'ui.dateInput.yearRange' },
  NO_SUCH_DATE: { id: 'ui.dateInput.noSuchDate' },
});

/** Messages of the amount parser's results. */
export const amountErrorMessages = defineMessages({
  NOT_A_NUMBER: { id: 'ui.amountInput.notANumber' },
  TOO_MANY_DECIMALS: { id: 'ui.amountInput.tooManyDecimals' },
});
