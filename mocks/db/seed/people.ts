import { memberIds } from '../demo-ids';
import type { Random } from '../random';
import { DAY, person } from './rows';

/** One of the generated people: a Cafe Pushkin member or someone asking to join it. */
export interface DrawnPerson {
  /** Their place in the generated list (memberIds). */
  n: number;
  ids: ReturnType<typeof memberIds>;
  who: ReturnType<typeof person>;
  /** When they joined the team, or signed up to ask. */
  since: number;
  /** A member's table on their team QR code. */
  table?: string;
}

export interface DrawnPeople {
  /** 64 members beside Anna, so the team page pages past 50. */
  members: DrawnPerson[];
  /** Three people asking to join. */
  claimants: DrawnPerson[];
}

export const CAFE_MEMBERS = 64;
const CLAIMANTS = 3;

/**
 * The people of Cafe Pushkin the seed makes up, drawn once from the seed's random sequence
 * (members first, then claimants) for the users, QR codes, members and claims to share.
 */
export function drawPeople(random: Random, today: number): DrawnPeople {
  const members: DrawnPerson[] = [];
  for (let n = 1; n <= CAFE_MEMBERS; n += 1) {
    const who = person(n, random);
    const since = today - random.int(30, 390) * DAY;
    members.push({ n, ids: memberIds(n), who, since, table: String(random.int(1, 24)) });
  }
  const claimants: DrawnPerson[] = [];
  for (let n = CAFE_MEMBERS + 1; n <= CAFE_MEMBERS + CLAIMANTS; n += 1) {
    claimants.push({ n, ids: memberIds(n), who: person(n, random), since: today - 20 * DAY });
  }
  return { members, claimants };
}
