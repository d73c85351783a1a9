import type { ApplicationSettings, CustomizationResponse } from '../../src/api/generated/model';
import { GetCustomizationBody } from '../../src/api/generated/zod/customization/customization.zod';
import { getGetCustomizationMockHandler } from '../generated/customization/customization.msw';
import { getGetApplicationSettingsMockHandler } from '../generated/settings/settings.msw';
import { db } from '../db/collections';
import { readBody } from './respond';

/** Spec sections 1 and 9: e-mail login, +7, tenge, member agreement on. */
export const MOCK_SETTINGS: ApplicationSettings = {
  hideAmountEnabled: false,
  loginMode: 'EMAIL',
  countryPhoneCode: '7',
  smsCountryPrefix: '7',
  bankCountryCode: 'KZ',
  currencyCode: 'KZT',
  teamMemberAgreementEnabled: true,
};

/** Cafe Pushkin is branded (its QR codes, its page and its merchant login); others are not. */
const BRANDED_MERCHANT = 'cafe-pushkin';

export const settingsHandlers = [
  getGetApplicationSettingsMockHandler(() => MOCK_SETTINGS),

  getGetCustomizationMockHandler(async ({ request }) => {
    const body = await readBody(request, GetCustomizationBody);
    const qrCode = body.qrCodeUuid
      ? db.qrCodes.findFirst((q) => q.where({ uuid: body.qrCodeUuid }))
      : undefined;
    const teamUuid = body.teamUuid ?? qrCode?.teamUuid;
    const team = teamUuid ? db.teams.findFirst((q) => q.where({ uuid: teamUuid })) : undefined;
    const organisation = body.merchantLogin
      ? db.organisations.findFirst((q) => q.where({ merchantLogin: body.merchantLogin }))
      : undefined;
    const branded =
      team?.title === 'Cafe Pushkin' || organisation?.merchantLogin === BRANDED_MERCHANT;
    if (!branded) return {} satisfies CustomizationResponse;
    return {
      customizationDto: {
        merchantLogoType: 'COMMON',
        merchantName: 'Cafe Pushkin',
        primaryColor: '#8a3b12',
        backgroundColor: '#fff8f0',
      },
    } satisfies CustomizationResponse;
  }),
];
