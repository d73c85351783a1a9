import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const phoneInputMessages = defineMessages({
  phoneCountry: { id: 'ui.phoneInput.country' },
});

/** One message per phone parsing result (spec section 5). */
export const phoneErrorMessages = defineMessages({
  NOT_A_NUMBER: { id: 'ui.phoneInput.notANumber' },
  INVALID_COUNTRY: { id: 'ui.phoneInput.invalidCountry' },
  TOO_SHORT: { id: 'ui.phoneInput.tooShort' },
  TOO_LONG: { id: 'ui.phoneInput.tooLong' },
  INVALID_LENGTH: { id: 'ui.phoneInput.invalidLength' },
});
