import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number as people read it, wherever the app shows one (the profile, administrators,
 * invites, the hand-over, an organisation's details): E.164 "+77000010001" becomes
 * "+7 700 001 0001"; anything libphonenumber-js cannot read stays as it came.
 */
export function displayPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
