/** The profile area's screens (src/app/private/areas.tsx gives it /cabinet/profile). */
export const PROFILE_PATH = '/cabinet/profile';

export const PROFILE_PATHS = {
  name: `${PROFILE_PATH}/name`,
  phone: `${PROFILE_PATH}/phone`,
  email: `${PROFILE_PATH}/email`,
  password: `${PROFILE_PATH}/password`,
  delete: `${PROFILE_PATH}/delete`,
} as const;

/** Where a deleted account's visitor lands (the auth area's goodbye screen, outside the guard). */
export const GOODBYE_PATH = '/auth/goodbye';
