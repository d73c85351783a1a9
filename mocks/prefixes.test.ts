import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../src/lib/config/runtime-config';
import { API_PREFIX, BARREL_PREFIX, callNameOf, GATEWAY_PREFIX } from './prefixes';

describe('prefixes', () => {
  it('match the app defaults, so the mock answers where the app calls', () => {
    expect([API_PREFIX, GATEWAY_PREFIX, BARREL_PREFIX]).toEqual([
      defaultRuntimeConfig.apiPrefix,
      defaultRuntimeConfig.gatewayPrefix,
      defaultRuntimeConfig.barrelPrefix,
    ]);
  });

  it('name calls by their path after the prefix, and ignore pages and assets', () => {
    expect(callNameOf(new URL('http://x/api/payment/form'))).toBe('payment/form');
    expect(callNameOf(new URL('http://x/payment-gateway/finished-payment-info?a=1'))).toBe(
      'finished-payment-info',
    );
    expect(callNameOf(new URL('http://x/barrel/tips-web?key=a'))).toBe('barrel/tips-web');
    expect(callNameOf(new URL('http://x/src/main.tsx'))).toBeNull();
  });
});
