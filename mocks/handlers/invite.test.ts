import { describe, expect, it } from 'vitest';
import type { Invite, InviteList, Team } from '../../src/api/generated/model';
import { advanceClock } from '../clock';
import { DAY } from '../db/seed/rows';
import { DEMO, DEMO_INVITES, memberIds } from '../db/demo-ids';
import { indexes } from '../db/indexes';
import { createClient, setupMockBackend, signedInClient, type Client } from '../test-utils';

setupMockBackend();

const firstPage = { nextPage: { page: 0, count: 30 } };

async function teamsOf(client: Client): Promise<Team[]> {
  return (await client.call<{ list: Team[] }>('team/list', {})).body.list;
}

describe('invites received', () => {
  it('Anna has Coffee Point’s invite, with its team, sender and expiry', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<InviteList>('invite/list/received', firstPage);
    expect(body.list).toHaveLength(1);
    expect(body.list[0]).toMatchObject({
      uuid: DEMO_INVITES.coffeePointToAnna,
      state: 'NEW',
      teamTitle: 'Coffee Point',
      senderName: 'Maria Ivanova',
      role: 'MEMBER',
    });
    expect(body.list[0]?.teamPhotoUuid).toBeDefined();
    expect(body.list[0]?.expiresDate).toBeDefined();
  });

  it('accepting puts Anna in the team, answers the invite ACCEPTED and tells the sender', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<Invite>('invite/update', {
      uuid: DEMO_INVITES.coffeePointToAnna,
      state: 'ACCEPTED',
    });
    expect(body).toMatchObject({ uuid: DEMO_INVITES.coffeePointToAnna, state: 'ACCEPTED' });
    expect(await teamsOf(anna)).toContainEqual(
      expect.objectContaining({ uuid: DEMO.otherTeam, role: 'MEMBER', membersCount: 2 }),
    );
    expect(indexes.notificationsOfUser(DEMO.maria)[0]).toMatchObject({
      type: 'team.accept',
      teamUuid: DEMO.otherTeam,
      inviteUuid: DEMO_INVITES.coffeePointToAnna,
    });
    // Answered once: a second answer is refused.
    const again = await anna.call('invite/update', {
      uuid: DEMO_INVITES.coffeePointToAnna,
      state: 'DECLINED',
    });
    expect(again).toEqual({ status: 400, body: { code: 'invalid.state.error' } });
  });

  it('declining leaves Anna out of the team', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<Invite>('invite/update', {
      uuid: DEMO_INVITES.coffeePointToAnna,
      state: 'DECLINED',
    });
    expect(body.state).toBe('DECLINED');
    expect((await teamsOf(anna)).map((team) => team.uuid)).not.toContain(DEMO.otherTeam);
  });

  it('an invite to someone else’s phone is not theirs to answer', async () => {
    const member = await signedInClient(memberIds(3).user);
    const { status } = await member.call('invite/update', {
      uuid: DEMO_INVITES.coffeePointToAnna,
      state: 'ACCEPTED',
    });
    expect(status).toBe(404);
  });

  it('a week-old invite is EXPIRED and can no longer be accepted', async () => {
    advanceClock(3 * DAY);
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<InviteList>('invite/list/received', firstPage);
    expect(body.list[0]?.state).toBe('NEW');
    advanceClock(3 * DAY);
    // A new session: the first one has expired with the days.
    const annaLater = await signedInClient(DEMO.anna);
    const later = await annaLater.call<InviteList>('invite/list/received', firstPage);
    expect(later.body.list[0]?.state).toBe('EXPIRED');
    const accept = await annaLater.call('invite/update', {
      uuid: DEMO_INVITES.coffeePointToAnna,
      state: 'ACCEPTED',
    });
    expect(accept.body).toEqual({ code: 'invalid.state.error' });
  });
});

describe('invites sent', () => {
  it('an invite to a registered person’s phone notifies them; it is listed with its state', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<Invite>('invite/send/member', {
      teamUuid: DEMO.team,
      phone: '+77000000003',
    });
    expect(body).toMatchObject({ state: 'NEW', role: 'MEMBER', phone: '+77000000003' });
    expect(indexes.notificationsOfUser(DEMO.maria)[0]).toMatchObject({
      type: 'team.invite',
      teamUuid: DEMO.team,
      inviteUuid: body.uuid,
    });
    const sent = await anna.call<InviteList>('invite/list/push', {
      ...firstPage,
      teamUuid: DEMO.team,
    });
    expect(sent.body.list[0]).toMatchObject({ uuid: body.uuid, state: 'NEW' });
    expect(sent.body.list.map((invite) => invite.state)).toContain('EXPIRED');
    // Sent twice (a double click): the same invite.
    const twice = await anna.call<Invite>('invite/send/member', {
      teamUuid: DEMO.team,
      phone: '+77000000003',
    });
    expect(twice.body.uuid).toBe(body.uuid);
  });

  it('refuses to invite a member, or someone who has asked to join', async () => {
    const anna = await signedInClient(DEMO.anna);
    const member = await anna.call('invite/send/member', {
      teamUuid: DEMO.team,
      phone: memberIds(3).phone,
    });
    expect(member).toEqual({ status: 409, body: { code: 'team.already.contains.client.error' } });
    const claimant = await anna.call('invite/send/member', {
      teamUuid: DEMO.team,
      phone: memberIds(66).phone,
    });
    expect(claimant).toEqual({ status: 409, body: { code: 'team.claim.alreadyExists.error' } });
  });

  it('an administrator invite to a member promotes them when accepted', async () => {
    const anna = await signedInClient(DEMO.anna);
    const who = memberIds(7);
    const { body } = await anna.call<Invite>('invite/send/admin', {
      teamUuid: DEMO.team,
      phone: who.phone,
    });
    const member = await signedInClient(who.user);
    expect((await member.call('team/admin/join', { inviteUuid: body.uuid })).status).toBe(200);
    expect(await teamsOf(member)).toEqual([expect.objectContaining({ role: 'ADMIN' })]);
  });

  it('cancels an open invite', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<Invite>('invite/update', {
      uuid: DEMO_INVITES.pushkinToPhone,
      state: 'CANCELLED',
    });
    expect(body.state).toBe('CANCELLED');
    // An administrator may not take back an administrator invite.
    const admin = await signedInClient(memberIds(1).user);
    const refused = await admin.call('invite/update', {
      uuid: DEMO_INVITES.pushkinAdminLink,
      state: 'CANCELLED',
    });
    expect(refused.body).toEqual({ code: 'modification.irrelevant.data.error' });
  });
});

describe('invite links', () => {
  it('shows the team to anyone, signed in or not, without the invitee’s phone', async () => {
    const visitor = createClient();
    const link = await visitor.call<Invite>('team/invite/get', {
      inviteUuid: DEMO_INVITES.pushkinToPhone,
    });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ teamTitle: 'Cafe Pushkin', role: 'MEMBER', state: 'NEW' });
    expect(link.body).not.toHaveProperty('phone');
    const unknown = await visitor.call('team/invite/get', {
      inviteUuid: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968',
    });
    expect(unknown).toEqual({ status: 404, body: { code: 'general.error' } });
    const expired = await visitor.call<Invite>('team/invite/get', {
      inviteUuid: DEMO_INVITES.pushkinExpiredLink,
    });
    expect(expired.body.state).toBe('EXPIRED');
  });

  it('a link is used once: its first taker joins, the next is refused', async () => {
    const maria = await signedInClient(DEMO.maria);
    const joined = await maria.call<Invite>('invite/update', {
      uuid: DEMO_INVITES.pushkinMemberLink,
      state: 'ACCEPTED',
    });
    expect(joined.body.state).toBe('ACCEPTED');
    expect((await teamsOf(maria)).map((team) => team.title)).toContain('Cafe Pushkin');
    // Maria's received invites now list the link she answered.
    const received = await maria.call<InviteList>('invite/list/received', firstPage);
    expect(received.body.list.map((invite) => invite.uuid)).toContain(
      DEMO_INVITES.pushkinMemberLink,
    );
    const ivan = await signedInClient(DEMO.ivan);
    const late = await ivan.call('invite/update', {
      uuid: DEMO_INVITES.pushkinMemberLink,
      state: 'ACCEPTED',
    });
    expect(late.body).toEqual({ code: 'invalid.state.error' });
  });

  it('an administrator link is joined through team/admin/join', async () => {
    const maria = await signedInClient(DEMO.maria);
    const member = await maria.call('team/admin/join', {
      inviteUuid: DEMO_INVITES.pushkinMemberLink,
    });
    expect(member.body).toEqual({ code: 'invalid.state.error' });
    await maria.call('team/admin/join', { inviteUuid: DEMO_INVITES.pushkinAdminLink });
    expect(await teamsOf(maria)).toContainEqual(
      expect.objectContaining({ uuid: DEMO.team, role: 'ADMIN' }),
    );
    const again = await maria.call('invite/update', {
      uuid: DEMO_INVITES.pushkinMemberLink,
      state: 'ACCEPTED',
    });
    expect(again).toEqual({ status: 409, body: { code: 'team.already.contains.client.error' } });
  });

  it('creates a link with the role asked for; an administrator may not make an administrator link', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<Invite>('invite/add', { teamUuid: DEMO.team, role: 'ADMIN' });
    expect(body).toMatchObject({ teamUuid: DEMO.team, role: 'ADMIN', state: 'NEW' });
    expect(body).not.toHaveProperty('phone');
    const admin = await signedInClient(memberIds(2).user);
    expect((await admin.call('invite/add', { teamUuid: DEMO.team, role: 'ADMIN' })).body).toEqual({
      code: 'modification.irrelevant.data.error',
    });
    expect((await admin.call('invite/add', { teamUuid: DEMO.team, role: 'MEMBER' })).status).toBe(
      200,
    );
  });
});
