import { defineMessages } from 'react-intl';

export const qrCodesMessages = defineMessages({
  title: { id: 'qr-codes.title' },
  printCallToAction: { id: 'qr-codes.print.callToAction' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const qrCodesValueMessages = defineMessages<{
  printCalibration: { length: number };
}>({
  printCalibration: { id: 'qr-codes.print.calibration' },
});
