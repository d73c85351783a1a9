import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('are new version-4 UUIDs each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('are made without randomUUID too (a page served over plain HTTP)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const first = newIdempotencyKey();
      expect(first).toMatch(UUID_V4);
      expect(newIdempotencyKey()).not.toBe(first);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
