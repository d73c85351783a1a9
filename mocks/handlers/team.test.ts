import { describe, expect, it } from 'vitest';
import type { TeamMemberList } from '../../src/api/generated/model';
import { DEMO, memberIds } from '../db/demo-ids';
import { setupMockBackend, signedInClient } from '../test-utils';

setupMockBackend();

const page = (number: number, count: number) => ({ nextPage: { page: number, count } });

describe('team/member/list', () => {
  it('pages Cafe Pushkin’s 65 members 30 at a time, owner first', async () => {
    const anna = await signedInClient(DEMO.anna);
    const pages = await Promise.all(
      [0, 1, 2].map((number) =>
        anna.call<TeamMemberList>('team/member/list', { teamUuid: DEMO.team, ...page(number, 30) }),
      ),
    );
    expect(pages.map(({ body }) => body.list.length)).toEqual([30, 30, 5]);
    expect(pages[0]!.body.list[0]).toMatchObject({ firstName: 'Anna', role: 'OWNER' });
    const codes = pages.flatMap(({ body }) => body.list.map((member) => member.qrCodeUuid));
    expect(new Set(codes).size).toBe(65);
  });

  it('finds members by part of their name', async () => {
    const member = await signedInClient(memberIds(3).user);
    const { body } = await member.call<TeamMemberList>('team/member/list', {
      teamUuid: DEMO.team,
      filter: 'petro',
      ...page(0, 30),
    });
    expect(body.list.map((found) => found.fullName)).toContain('Anna Petrova');
    expect(body.list.every((found) => found.fullName.toLowerCase().includes('petro'))).toBe(true);
  });
});

describe('team/list', () => {
  it('lists the teams a person belongs to with their role and counted members', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<{ list: Array<Record<string, unknown>> }>('team/list', {});
    expect(body.list).toEqual([
      expect.objectContaining({ uuid: DEMO.team, role: 'OWNER', membersCount: 65, verified: true }),
    ]);
    expect(body.list[0]).not.toHaveProperty('ownerUuid');
  });
});
