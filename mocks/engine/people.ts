import { GetProfileInfoResponse } from '../../src/api/generated/zod/profile/profile.zod';
import { db } from '../db/collections';

export type UserRecord = NonNullable<ReturnType<typeof db.users.findFirst>>;

/** The contract's UserInfo of a stored user: parsing strips what only the server knows. */
export function toClient(user: UserRecord) {
  return GetProfileInfoResponse.shape.client.parse(user);
}

export function findUserByLogin(login: {
  phone?: string | undefined;
  email?: string | undefined;
}): UserRecord | undefined {
  if (login.phone) return db.users.findFirst((q) => q.where({ phone: login.phone }));
  if (login.email) {
    const email = login.email.toLowerCase();
    return db.users.findFirst((q) => q.where({ email: (value) => value?.toLowerCase() === email }));
  }
  return undefined;
}

/** Spec section 5: 8-20 characters, a Latin upper-case and lower-case letter, a digit or special character. */
export function passwordFollowsRule(password: string): boolean {
  return (
    password.length >= 8 &&
    password.length <= 20 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[^A-Za-z]/.test(password)
  );
}

/** The password meter's three levels, judged the way a server would: variety and length. */
export function passwordStrength(password: string): 'WEAK' | 'NORMAL' | 'STRONG' {
  const kinds = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z\d]/].filter((kind) =>
    kind.test(password),
  ).length;
  if (kinds >= 4 && password.length >= 12) return 'STRONG';
  if (kinds >= 3) return 'NORMAL';
  return 'WEAK';
}
