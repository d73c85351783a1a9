import { describe, expect, it } from 'vitest';
import { checkGatewayUrl, type GatewayPolicy } from './gateway-url';

const policy: GatewayPolicy = {
  allowedOrigins: ['https://pay.bank.example'],
  allowMockGateway: false,
  pageOrigin: 'https://tips.example',
};

describe('checkGatewayUrl', () => {
  it('follows https URLs of an allowed gateway origin', () => {
    expect(checkGatewayUrl('https://pay.bank.example/form?mdOrder=1', policy)?.href).toBe(
      'https://pay.bank.example/form?mdOrder=1',
    );
  });

  it.each([
    ['another host', 'https://evil.example/form'],
    ['a look-alike host', 'https://pay.bank.example.evil.example/form'],
    ['plain http of the allowed host', 'http://pay.bank.example/form'],
    ['another port', 'https://pay.bank.example:8443/form'],
    ['credentials in the URL', 'https://user:pass@pay.bank.example/form'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', '/mocks/gateway/index.html'],
    ['garbage', 'not a url'],
  ])('refuses %s', (_name, url) => {
    expect(checkGatewayUrl(url, policy)).toBeNull();
  });

  it('follows the mock gateway page on the same origin only in mock builds', () => {
    const mockUrl = 'https://tips.example/mocks/gateway/index.html?orderId=1';
    expect(checkGatewayUrl(mockUrl, policy)).toBeNull();
    expect(checkGatewayUrl(mockUrl, { ...policy, allowMockGateway: true })?.href).toBe(mockUrl);
    expect(
      checkGatewayUrl('https://tips.example/cabinet', { ...policy, allowMockGateway: true }),
    ).toBeNull();
  });

  it('ignores configured origins that are not https', () => {
    expect(
      checkGatewayUrl('http://pay.bank.example/form', {
        ...policy,
        allowedOrigins: ['http://pay.bank.example'],
      }),
    ).toBeNull();
  });
});
