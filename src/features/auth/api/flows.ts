/**
 * The code flows' calls (sign-in, registration, restore) as the generated mutations give them:
 * each page decides what an answer leads to (useOtpFlow, useCompleteAuth), so nothing is added
 * here. Screens take them from this module: generated hooks are called only from a feature's
 * api/ (eslint.config.js).
 */
export { useFinishAuth, useResendAuthCode, useStartAuth } from '@/api/generated/auth/auth';
export {
  useCheckRegistrationCode,
  useResendRegistrationCode,
} from '@/api/generated/registration/registration';
export {
  useCheckAccessRestoreCode,
  useFinishAccessRestore,
  useResendAccessRestoreCode,
  useStartAccessRestore,
} from '@/api/generated/access-restore/access-restore';
