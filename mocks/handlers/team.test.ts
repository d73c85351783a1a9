// @vitest-environment node
// (Node's own fetch, FormData and Blob: under jsdom, undici cannot parse an uploaded file.)
import { describe, expect, it } from 'vitest';
import type {
  ClaimList,
  ClientResponse,
  ManagerList,
  Notification,
  Team,
  TeamMember,
  TeamMemberList,
  TeamMembershipList,
} from '../../src/api/generated/model';
import { DEMO, memberIds } from '../db/demo-ids';
import { indexes } from '../db/indexes';
import { MEMBER_QR_CODES } from '../db/seed/qr-codes';
import { NOT_PHOTOS, photoFile } from '../sample-photos';
import { createClient, setupMockBackend, signedInClient, type Client } from '../test-utils';

setupMockBackend();

const page = (number: number, count: number) => ({ nextPage: { page: number, count } });
/** A valid Kazakh BIN (src/lib/inn.ts). */
const BIN = '123456789013';

async function teamOf(client: Client, teamUuid: string = DEMO.team): Promise<Team | undefined> {
  const { body } = await client.call<{ list: Team[] }>('team/list', {});
  return body.list.find((team) => team.uuid === teamUuid);
}

/** A person's notifications, newest first, straight from the store (notification/list is another area's). */
async function notificationsOf(userUuid: string): Promise<readonly Notification[]> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return indexes.notificationsOfUser(userUuid);
}

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

  it('finds a member by the digits of their phone, however spaced, and shows each one’s phone', async () => {
    const member = await signedInClient(memberIds(3).user);
    const { body } = await member.call<TeamMemberList>('team/member/list', {
      teamUuid: DEMO.team,
      filter: '+7 700 001 0010',
      ...page(0, 30),
    });
    expect(body.list).toEqual([
      expect.objectContaining({ qrCodeUuid: memberIds(10).qrCode, phone: memberIds(10).phone }),
    ]);
    // Part of a number: everyone whose phone holds it.
    const digits = await member.call<TeamMemberList>('team/member/list', {
      teamUuid: DEMO.team,
      filter: '0001',
      ...page(0, 30),
    });
    expect(digits.body.list.map((found) => found.phone)).toEqual(
      expect.arrayContaining([DEMO.phone, memberIds(1).phone]),
    );
    expect(digits.body.list.every((found) => found.phone?.includes('0001'))).toBe(true);
  });
});

describe('team/type/list', () => {
  it('lists every type, some hidden, to anyone', async () => {
    const { body } = await createClient().call<{ list: Array<{ code: string; hidden: boolean }> }>(
      'team/type/list',
    );
    expect(body.list).toHaveLength(31);
    expect(body.list.find((type) => type.code === 'w2d')?.hidden).toBe(true);
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

describe('teams', () => {
  it('creates a team with its creator as owner, changes it, and deletes it', async () => {
    const maria = await signedInClient(DEMO.maria);
    const created = await maria.call<Team>('team/add', {
      title: 'Terrace',
      type: 'restaurant',
      address: 'Almaty, Dostyk 5',
      inn: BIN,
    });
    expect(created.body).toMatchObject({
      title: 'Terrace',
      type: 'restaurant',
      membersCount: 1,
      role: 'OWNER',
      verified: false,
      inn: BIN,
    });
    const uuid = created.body.uuid;
    const changed = await maria.call<Team>('team/update', { uuid, title: 'Terrace Bar' });
    expect(changed.body).toMatchObject({ uuid, title: 'Terrace Bar', address: 'Almaty, Dostyk 5' });
    expect(await teamOf(maria, uuid)).toMatchObject({ title: 'Terrace Bar' });
    expect((await maria.call('team/delete', { uuid })).status).toBe(200);
    expect(await teamOf(maria, uuid)).toBeUndefined();
  });

  it('refuses an INN whose check digits are wrong, naming the field', async () => {
    const maria = await signedInClient(DEMO.maria);
    const { status, body } = await maria.call('team/add', {
      title: 'Terrace',
      type: 'restaurant',
      inn: '123456789012',
    });
    expect({ status, body }).toEqual({
      status: 400,
      body: { code: 'field.invalid.format.error', field: 'inn' },
    });
  });

  it('verifies a team and makes its owner a business user', async () => {
    const maria = await signedInClient(DEMO.maria);
    const before = await maria.call<ClientResponse>('profile/info');
    expect(before.body.client.business).toBe(false);
    const { body } = await maria.call<Team>('team/verify', {
      uuid: DEMO.otherTeam,
      address: 'Almaty, Satpayev 9',
      inn: BIN,
    });
    expect(body).toMatchObject({ verified: true, inn: BIN, address: 'Almaty, Satpayev 9' });
    const after = await maria.call<ClientResponse>('profile/info');
    expect(after.body.client).toMatchObject({ business: true, registrationFinished: true });
  });

  it('hands the team over: the new owner owns it, the former owner administers it', async () => {
    const anna = await signedInClient(DEMO.anna);
    const heir = memberIds(10);
    const { status } = await anna.call('team/owner/transfer', {
      teamUuid: DEMO.team,
      newOwnerPhone: heir.phone,
    });
    expect(status).toBe(200);
    expect(await teamOf(anna)).toMatchObject({ role: 'ADMIN' });
    expect(await teamOf(await signedInClient(heir.user))).toMatchObject({ role: 'OWNER' });
    // Only a member may take it over.
    const stranger = await anna.call('team/owner/transfer', {
      teamUuid: DEMO.team,
      newOwnerPhone: '+77000000099',
    });
    expect(stranger.body).toEqual({ code: 'modification.irrelevant.data.error' });
  });

  it('answers the team’s limits to any member, not only to those who run it', async () => {
    const member = await signedInClient(memberIds(3).user);
    expect((await member.call('limits/get', { teamUuid: DEMO.team })).body).toMatchObject({
      limits: { minAmount: 1, maxAmount: 10 },
      defaultAmounts: [1, 5, 10],
    });
  });

  it('stores, shows and removes a team photo', async () => {
    const anna = await signedInClient(DEMO.anna);
    const form = new FormData();
    form.set('file', photoFile());
    const upload = await anna.send(`/api/team/photo/upload?teamUuid=${DEMO.team}`, {
      method: 'POST',
      body: form,
    });
    const { photoUuid } = (await upload.json()) as { photoUuid: string };
    expect(await teamOf(anna)).toMatchObject({ photoUuid });
    const image = await anna.send(`/api/team/photo/download/${photoUuid}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    await anna.call('team/photo/delete', { teamUuid: DEMO.team });
    expect(await teamOf(anna)).not.toHaveProperty('photoUuid');
  });

  it('refuses SVG markup named a.jpg as the team photo, with the format’s code', async () => {
    const anna = await signedInClient(DEMO.anna);
    const before = await teamOf(anna);
    const form = new FormData();
    form.set('file', photoFile(NOT_PHOTOS.svg, 'a.jpg', 'image/jpeg'));
    const upload = await anna.send(`/api/team/photo/upload?teamUuid=${DEMO.team}`, {
      method: 'POST',
      body: form,
    });
    expect(await upload.json()).toEqual({ code: 'file.content.type.invalid.error' });
    expect(await teamOf(anna)).toEqual(before);
  });
});

describe('members', () => {
  it('removes a member: the count drops, they and the managers (by name) are told', async () => {
    const anna = await signedInClient(DEMO.anna);
    const leaving = memberIds(5);
    await anna.call('team/member/delete', { teamUuid: DEMO.team, qrCodeUuid: leaving.qrCode });
    expect(await teamOf(anna)).toMatchObject({ membersCount: 64 });
    const got = await anna.call('team/member/get', {
      teamUuid: DEMO.team,
      qrCodeUuid: leaving.qrCode,
    });
    expect(got.status).toBe(404);
    expect((await notificationsOf(leaving.user))[0]).toMatchObject({
      type: 'team.member.delete.personal',
      teamUuid: DEMO.team,
    });
    expect((await notificationsOf(memberIds(1).user))[0]).toMatchObject({
      type: 'team.member.delete.manager',
      memberName: indexes.userByUuid(leaving.user)?.fullName,
    });
  });

  it('a member leaves (removes themself); the owner cannot', async () => {
    const member = await signedInClient(memberIds(3).user);
    await member.call('team/member/delete', {
      teamUuid: DEMO.team,
      qrCodeUuid: memberIds(3).qrCode,
    });
    expect(await teamOf(member)).toBeUndefined();
    expect((await notificationsOf(memberIds(3).user))[0]).toMatchObject({
      type: 'team.member.left.personal',
    });
    expect((await notificationsOf(DEMO.anna))[0]).toMatchObject({
      type: 'team.member.left.manager',
      memberName: indexes.userByUuid(memberIds(3).user)?.fullName,
    });
  });

  it('shows one member and changes their job position', async () => {
    const anna = await signedInClient(DEMO.anna);
    const ref = { teamUuid: DEMO.team, qrCodeUuid: memberIds(3).qrCode };
    const { body } = await anna.call<TeamMember>('team/member/update', {
      ...ref,
      jobPosition: 'barista',
    });
    expect(body).toMatchObject({ jobPosition: 'barista', role: 'MEMBER' });
    expect((await anna.call<TeamMember>('team/member/get', ref)).body.jobPosition).toBe('barista');
  });

  it('lists the person’s memberships with their record in each team', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<TeamMembershipList>('team/member/info/list');
    expect(body.list).toHaveLength(1);
    expect(body.list[0]).toMatchObject({
      team: { uuid: DEMO.team, title: 'Cafe Pushkin', typeCode: 'cafe' },
      member: { qrCodeUuid: MEMBER_QR_CODES.anna, role: 'OWNER' },
    });
  });
});

describe('administrators', () => {
  it('lists the owner, then the administrators, with their phones', async () => {
    const member = await signedInClient(memberIds(3).user);
    const { body } = await member.call<ManagerList>('team/manager/list', { teamUuid: DEMO.team });
    expect(body.list[0]).toMatchObject({ role: 'OWNER', phone: DEMO.phone, firstName: 'Anna' });
    expect(
      body.list
        .slice(1)
        .map((manager) => [manager.role, manager.phone])
        .sort(),
    ).toEqual([
      ['ADMIN', memberIds(1).phone],
      ['ADMIN', memberIds(2).phone],
    ]);
  });

  it('makes a member an administrator by phone and takes it back', async () => {
    const anna = await signedInClient(DEMO.anna);
    const who = memberIds(10);
    await anna.call('team/admin/add', { teamUuid: DEMO.team, adminPhone: who.phone });
    const admin = await signedInClient(who.user);
    expect(await teamOf(admin)).toMatchObject({ role: 'ADMIN' });
    const again = await anna.call('team/admin/add', { teamUuid: DEMO.team, adminPhone: who.phone });
    expect(again).toEqual({ status: 409, body: { code: 'team.already.contains.client.error' } });
    await anna.call('team/admin/delete', { teamUuid: DEMO.team, adminPhone: who.phone });
    expect(await teamOf(admin)).toMatchObject({ role: 'MEMBER' });
    expect((await notificationsOf(who.user))[0]).toMatchObject({
      type: 'team.admin.delete.personal',
    });
    expect((await notificationsOf(memberIds(1).user))[0]).toMatchObject({
      type: 'team.admin.delete.manager',
      memberName: indexes.userByUuid(who.user)?.fullName,
    });
    const unknown = await anna.call('team/admin/add', {
      teamUuid: DEMO.team,
      adminPhone: '+77000000099',
    });
    expect(unknown.body).toEqual({ code: 'client.notActive.error' });
  });
});

describe('join claims', () => {
  it('accepting a claim moves the person from the claims to the members', async () => {
    const anna = await signedInClient(DEMO.anna);
    const claims = await anna.call<ClaimList>('team/claim/list', { teamUuid: DEMO.team });
    expect(claims.body.list).toHaveLength(3);
    const claim = claims.body.list[0]!;
    // Namesakes are possible (the seed's names repeat), so count them before and after.
    const namesakes = async () =>
      (
        await anna.call<TeamMemberList>('team/member/list', {
          teamUuid: DEMO.team,
          filter: claim.fullName,
          ...page(0, 30),
        })
      ).body.list.length;
    const before = await namesakes();
    await anna.call('team/claim/accept', { teamUuid: DEMO.team, qrCodeUuid: claim.qrCodeUuid });
    const after = await anna.call<ClaimList>('team/claim/list', { teamUuid: DEMO.team });
    expect(after.body.list.map((left) => left.qrCodeUuid)).not.toContain(claim.qrCodeUuid);
    expect(await namesakes()).toBe(before + 1);
    expect(await teamOf(anna)).toMatchObject({ membersCount: 66 });
    // The newest claim is member 65's; they hear of it.
    expect(claim.qrCodeUuid).toBe(memberIds(65).qrCode);
    expect((await notificationsOf(memberIds(65).user))[0]).toMatchObject({
      type: 'team.accept',
      teamUuid: DEMO.team,
    });
  });

  it('a claim of someone who joined meanwhile answers team.already.contains.client.error and goes', async () => {
    const anna = await signedInClient(DEMO.anna);
    const claimant = memberIds(65);
    await anna.call('team/admin/add', { teamUuid: DEMO.team, adminPhone: claimant.phone });
    const { status, body } = await anna.call('team/claim/accept', {
      teamUuid: DEMO.team,
      qrCodeUuid: claimant.qrCode,
    });
    expect({ status, body }).toEqual({
      status: 409,
      body: { code: 'team.already.contains.client.error' },
    });
    const after = await anna.call<ClaimList>('team/claim/list', { teamUuid: DEMO.team });
    expect(after.body.list).toHaveLength(2);
  });
});
