import { describe, expect, it } from 'vitest';
import type { Operation, ReviewSummary } from '../../src/api/generated/model';
import { DEMO } from '../db/demo-ids';
import { DAY } from '../db/seed/rows';
import { payTip, setupMockBackend, signedInClient, type Client } from '../test-utils';

setupMockBackend();

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The person's history over the last `days` days (today included), all pages. */
async function history(client: Client, days: number): Promise<Operation[]> {
  const all: Operation[] = [];
  for (let page = 0; ; page += 1) {
    const { body } = await client.call<{ list: Operation[] }>('operation/list', {
      nextPage: { page, count: 100 },
      dateFrom: isoDay(Date.now() - (days - 1) * DAY),
      dateTo: isoDay(Date.now()),
    });
    all.push(...body.list);
    if (body.list.length < 100) return all;
  }
}

describe('review/summary', () => {
  it('counts the stars, tags and comments of the period’s history, a new tip included', async () => {
    await payTip({
      qrCodeUuid: DEMO.annaQrCode,
      amount: 500,
      rating: 4,
      emoji: 'heart,fire',
      comment: 'Lovely service',
    });
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<ReviewSummary>('review/summary', { period: 'QUARTER' });
    const tips = await history(anna, 90);
    const rated = tips.filter((tip) => tip.rating !== undefined);
    expect(body.count).toBe(rated.length);
    expect(body.stars.map((entry) => entry.stars)).toEqual([5, 4, 3, 2, 1]);
    for (const { stars, count } of body.stars)
      expect(count, `${stars} stars`).toBe(rated.filter((tip) => tip.rating === stars).length);
    const average = rated.reduce((sum, tip) => sum + tip.rating!, 0) / rated.length;
    expect(body.average).toBeCloseTo(average, 1);
    expect(body.commentCount).toBe(tips.filter((tip) => tip.message).length);
    const hearts = tips.filter((tip) => tip.emoji?.split(',').includes('heart')).length;
    expect(body.tags.find((tag) => tag.tag === 'heart')?.count).toBe(hearts);
    const counts = body.tags.map((tag) => tag.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers team.notFound.error for a team the person is not in', async () => {
    const maria = await signedInClient(DEMO.maria);
    const { status, body } = await maria.call<{ code: string }>('review/summary', {
      period: 'ALL',
      teamUuid: DEMO.team,
    });
    expect(status).toBe(404);
    expect(body.code).toBe('team.notFound.error');
  });
});

describe('review/list', () => {
  it('pages the period’s tips with the asked stars and a comment, newest first', async () => {
    await payTip({ qrCodeUuid: DEMO.annaQrCode, amount: 500, rating: 4, comment: 'Thanks!' });
    const anna = await signedInClient(DEMO.anna);
    const filter = { period: 'YEAR', stars: [4], withComment: true };
    const first = await anna.call<{ list: Operation[] }>('review/list', {
      ...filter,
      nextPage: { page: 0, count: 15 },
    });
    expect(first.body.list[0]?.message).toBe('Thanks!');
    const all = [...first.body.list];
    for (let page = 1; all.length === page * 15; page += 1) {
      const next = await anna.call<{ list: Operation[] }>('review/list', {
        ...filter,
        nextPage: { page, count: 15 },
      });
      all.push(...next.body.list);
    }
    const expected = (await history(anna, 365)).filter((tip) => tip.rating === 4 && tip.message);
    expect(all.map((tip) => tip.uuid)).toEqual(expected.map((tip) => tip.uuid));
  });

  it('without a comment: rated or tagged tips that carry no text', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<{ list: Operation[] }>('review/list', {
      period: 'ALL',
      withComment: false,
      nextPage: { page: 0, count: 100 },
    });
    expect(body.list.length).toBeGreaterThan(0);
    for (const tip of body.list) {
      expect(tip.message).toBeUndefined();
      expect(tip.rating !== undefined || Boolean(tip.emoji)).toBe(true);
    }
  });
});
