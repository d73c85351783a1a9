import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { useAppSettings } from './app-settings';
import type { LoginMode } from './generated/model/loginMode';

export interface LoginSettings {
  /** EMAIL by default (spec section 9). */
  loginMode: LoginMode;
  /** The country the phone input starts with, from the settings' calling code. */
  phoneCountry: CountryCode;
  teamMemberAgreementEnabled: boolean;
}

const DEFAULT_COUNTRY: CountryCode = 'KZ';

/** The bank's country when it uses the settings' calling code, else the first that does. */
export function phoneCountryOf(
  callingCode: string | undefined,
  bankCountry: string | undefined,
): CountryCode {
  if (!callingCode) return DEFAULT_COUNTRY;
  const countries = getCountries();
  const bank = countries.find((country) => country === bankCountry);
  if (bank && getCountryCallingCode(bank) === callingCode) return bank;
  return (
    countries.find((country) => getCountryCallingCode(country) === callingCode) ?? DEFAULT_COUNTRY
  );
}

/**
 * The settings the auth screens need, from the app's one settings query; when they cannot be
 * read the product defaults apply.
 */
export function useLoginSettings(): { settings: LoginSettings; isPending: boolean } {
  const query = useAppSettings();
  const data = query.data;
  return {
    isPending: query.isPending,
    settings: {
      loginMode: data?.loginMode ?? 'EMAIL',
      phoneCountry: phoneCountryOf(
        data?.countryPhoneCode ?? data?.smsCountryPrefix,
        data?.bankCountryCode,
      ),
      teamMemberAgreementEnabled: data?.teamMemberAgreementEnabled ?? false,
    },
  };
}
