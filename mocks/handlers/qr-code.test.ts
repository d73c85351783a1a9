import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import type {
  LimitsResponse,
  OperationList,
  PaymentForm,
  QrCode,
  QrCodeList,
  QrPurposeList,
} from '../../src/api/generated/model';
import { DEMO, memberIds } from '../db/demo-ids';
import { payTip, setupMockBackend, signedInClient, type Client } from '../test-utils';

setupMockBackend();

const ANNA_MEMBER_CODE = `a2${DEMO.annaQrCode.slice(2)}`;

async function addTerrace(anna: Client, extra: Record<string, unknown> = {}) {
  return anna.call<QrCode>('qrcode/add', {
    title: 'Terrace 7',
    limits: { minAmount: 2, maxAmount: 20 },
    amounts: [2, 5, 20],
    defaultAmounts: [5],
    ...extra,
  });
}

describe('qrcode/list', () => {
  it('lists Anna’s codes, personal and team ones, told apart by kind and team', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<QrCodeList>('qrcode/list', {});
    expect(body.list.map((code) => [code.uuid, code.kind, code.team?.title])).toEqual([
      [DEMO.annaQrCode, 'PERSONAL', undefined],
      [ANNA_MEMBER_CODE, 'MEMBER', 'Cafe Pushkin'],
      [DEMO.teamQrCode, 'TEAM', 'Cafe Pushkin'],
    ]);
    expect(body.list[0]).toMatchObject({ purpose: { code: 'tips' }, amounts: [1, 5, 10] });
  });

  it('shows a team’s own code to its admins, not to its members', async () => {
    const admin = await signedInClient(memberIds(1).user);
    const member = await signedInClient(memberIds(3).user);
    const kinds = async (client: Client) =>
      (await client.call<QrCodeList>('qrcode/list', {})).body.list.map((code) => code.kind);
    expect(await kinds(admin)).toEqual(['MEMBER', 'TEAM']);
    expect(await kinds(member)).toEqual(['MEMBER']);
  });

  it('filters by team (a team of someone else’s is team.notFound.error) and pages', async () => {
    const anna = await signedInClient(DEMO.anna);
    const team = await anna.call<QrCodeList>('qrcode/list', { teamUuid: DEMO.team });
    expect(team.body.list.map((code) => code.uuid)).toEqual([ANNA_MEMBER_CODE, DEMO.teamQrCode]);
    const paged = await anna.call<QrCodeList>('qrcode/list', { nextPage: { page: 1, count: 2 } });
    expect(paged.body.list).toHaveLength(1);
    const other = await anna.call('qrcode/list', { teamUuid: DEMO.otherTeam });
    expect(other).toEqual({ status: 404, body: { code: 'team.notFound.error' } });
  });

  it('needs a session', async () => {
    const { createClient } = await import('../client');
    expect((await createClient().call('qrcode/list', {})).status).toBe(401);
  });
});

describe('qrcode/add, update and the tip page', () => {
  it('creates a code whose tip page offers its choices at once, and follows a change', async () => {
    const anna = await signedInClient(DEMO.anna);
    const added = await addTerrace(anna);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ title: 'Terrace 7', kind: 'CUSTOM', amounts: [2, 5, 20] });
    const visitor = await signedInClient(DEMO.maria);
    const form = () => visitor.call<PaymentForm>('payment/form', { qrCodeUuid: added.body.uuid });
    expect((await form()).body).toMatchObject({
      firstName: 'Anna',
      limits: { minAmount: 2, maxAmount: 20 },
      amounts: [2, 5, 20],
      defaultAmounts: [5],
    });

    const updated = await anna.call<QrCode>('qrcode/update', {
      uuid: added.body.uuid,
      limits: { minAmount: 2, maxAmount: 15 },
      amounts: [2, 5, 15],
    });
    expect(updated.body).toMatchObject({ limits: { maxAmount: 15 }, amounts: [2, 5, 15] });
    expect((await form()).body).toMatchObject({
      limits: { minAmount: 2, maxAmount: 15 },
      amounts: [2, 5, 15],
    });
    const listed = await anna.call<QrCodeList>('qrcode/list', {});
    expect(listed.body.list[0]).toMatchObject({ uuid: added.body.uuid, title: 'Terrace 7' });
  });

  it('starts from limits/get where the body says nothing: the limits, the choices, the middle one', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<QrCode>('qrcode/add', { title: '  Bar  ' });
    expect(body).toMatchObject({
      title: 'Bar',
      limits: { minAmount: 1, maxAmount: 10 },
      amounts: [1, 5, 10],
      defaultAmounts: [5],
      purpose: { code: 'tips' },
    });
  });

  it.each([
    ['a minimum under the range', { limits: { minAmount: 0, maxAmount: 20 } }, 'limits.minAmount'],
    [
      'a maximum over the range',
      { limits: { minAmount: 1, maxAmount: 10_001 } },
      'limits.maxAmount',
    ],
    ['a maximum under the minimum', { limits: { minAmount: 5, maxAmount: 2 } }, 'limits.maxAmount'],
    ['a choice outside the limits', { amounts: [2, 5, 25] }, 'amounts'],
    ['the same choice twice', { amounts: [2, 5, 5] }, 'amounts'],
    ['a default outside the limits', { defaultAmounts: [30] }, 'defaultAmounts'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a hidden purpose', { purposeCode: 'cashback' }, 'purposeCode'],
    ['an unknown purpose', { purposeCode: 'nope' }, 'purposeCode'],
  ])('refuses %s, naming the field', async (_case, extra, field) => {
    const anna = await signedInClient(DEMO.anna);
    expect(await addTerrace(anna, extra)).toEqual({
      status: 400,
      body: { code: 'field.invalid.format.error', field },
    });
  });

  it('makes team codes for a team the person runs only', async () => {
    const anna = await signedInClient(DEMO.anna);
    const team = await addTerrace(anna, { teamUuid: DEMO.team });
    expect(team.body).toMatchObject({ kind: 'CUSTOM', team: { uuid: DEMO.team } });
    const member = await signedInClient(memberIds(3).user);
    expect((await addTerrace(member, { teamUuid: DEMO.team })).body).toEqual({
      code: 'team.notFound.error',
    });
  });

  it('keeps the team page’s own code to the team’s settings', async () => {
    const anna = await signedInClient(DEMO.anna);
    const changed = await anna.call('qrcode/update', { uuid: DEMO.teamQrCode, title: 'Other' });
    expect(changed).toEqual({ status: 400, body: { code: 'modification.irrelevant.data.error' } });
  });

  it('answers 404 for a code the person cannot see', async () => {
    const anna = await signedInClient(DEMO.anna);
    for (const call of ['qrcode/get', 'qrcode/update', 'qrcode/delete'])
      expect(await anna.call(call, { uuid: DEMO.customLimitsQrCode })).toEqual({
        status: 404,
        body: { code: 'general.error' },
      });
  });
});

describe('qrcode/delete', () => {
  it('deletes a code of Anna’s own making: gone from the list and the tip page, its tips marked', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body: code } = await addTerrace(anna);
    await payTip({ qrCodeUuid: code.uuid, amount: 500 });
    expect((await anna.call('qrcode/delete', { uuid: code.uuid })).status).toBe(200);
    const listed = await anna.call<QrCodeList>('qrcode/list', {});
    expect(listed.body.list.map((listedCode) => listedCode.uuid)).not.toContain(code.uuid);
    expect((await anna.call('payment/form', { qrCodeUuid: code.uuid })).status).toBe(404);
    const history = await anna.call<OperationList>('operation/list', {
      nextPage: { page: 0, count: 15 },
      qrCodeUuid: code.uuid,
    });
    expect(history.body.list).toEqual([expect.objectContaining({ qrCodeDeleted: true })]);
  });

  it.each([
    ['her own tip page code', DEMO.annaQrCode],
    ['her membership’s code', ANNA_MEMBER_CODE],
    ['the team page’s code', DEMO.teamQrCode],
  ])('keeps %s', async (_case, uuid) => {
    const anna = await signedInClient(DEMO.anna);
    expect(await anna.call('qrcode/delete', { uuid })).toEqual({
      status: 400,
      body: { code: 'modification.irrelevant.data.error' },
    });
  });
});

describe('qrcode/purpose/type/list and limits/get', () => {
  it('lists purposes with a hidden one', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<QrPurposeList>('qrcode/purpose/type/list');
    expect(body.list.filter((purpose) => purpose.hidden).map((purpose) => purpose.code)).toEqual([
      'cashback',
    ]);
  });

  it('gives the defaults and the range, a team’s following its settings', async () => {
    const anna = await signedInClient(DEMO.anna);
    expect((await anna.call<LimitsResponse>('limits/get', {})).body).toEqual({
      limits: { minAmount: 1, maxAmount: 10 },
      defaultAmounts: [1, 5, 10],
      range: { minAmount: 1, maxAmount: 10_000 },
    });
    const team = await anna.call<LimitsResponse>('limits/get', { teamUuid: DEMO.team });
    expect(team.body.limits).toEqual({ minAmount: 1, maxAmount: 10 });
    const other = await anna.call('limits/get', { teamUuid: DEMO.otherTeam });
    expect(other).toEqual({ status: 404, body: { code: 'team.notFound.error' } });
  });
});

/** The grey levels of a decoded PNG as jsQR reads them (RGBA). */
async function pixelsOf(
  png: Blob,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const { inflateSync } = await import('node:zlib');
  const bytes = new Uint8Array(await png.arrayBuffer());
  const view = new DataView(bytes.buffer);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  let idat = new Uint8Array();
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(bytes.subarray(at + 4, at + 8));
    if (type === 'IDAT')
      idat = new Uint8Array([...idat, ...bytes.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  const raw = inflateSync(idat);
  const rowBytes = Math.ceil(width / 8) + 1;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const white = (raw[y * rowBytes + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1;
      data.fill(white ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 4);
    }
  return { data, width, height };
}

describe('qrcode/download', () => {
  it('answers a PNG whose QR code is the tip page’s address, naming an image file as its source', async () => {
    const anna = await signedInClient(DEMO.anna);
    const response = await anna.send(`/api/qrcode/download?uuid=${DEMO.annaQrCode}&format=png`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const { data, width, height } = await pixelsOf(await response.blob());
    expect(jsQR(data, width, height)?.data).toBe(`http://localhost/${DEMO.annaQrCode}?s=f`);
  });

  it('answers an SVG, and the team page’s address for the team’s own code', async () => {
    const anna = await signedInClient(DEMO.anna);
    const response = await anna.send(
      `/api/qrcode/download?uuid=${DEMO.teamQrCode}&format=svg&template=sticker`,
    );
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path d="M4 4h7v1h-7z');
  });

  it('refuses a malformed request and someone else’s code', async () => {
    const anna = await signedInClient(DEMO.anna);
    const bad = await anna.send('/api/qrcode/download?uuid=nope');
    expect(bad.status).toBe(400);
    const foreign = await anna.send(`/api/qrcode/download?uuid=${DEMO.customLimitsQrCode}`);
    expect(foreign.status).toBe(404);
  });
});
