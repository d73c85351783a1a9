import { describe, expect, it } from 'vitest';
import { pathWithinBase, resolveBasePath } from './base-path';

describe('resolveBasePath', () => {
  it.each([
    // host, path, configured root hosts, expected base
    ['localhost', '/a0000000-0000-4000-8000-000000000001', [], '/'],
    ['localhost', '/x/y/z', [], '/'],
    ['127.0.0.1', '/x/y/z', [], '/'],
    ['192.168.1.20', '/t/b0000000', [], '/'],
    ['192.168.0.1', '/a/b/c/d', [], '/'],
    ['tips.example.kz', '/a/b/c', ['tips.example.kz'], '/'],
    ['TIPS.example.kz', '/a/b/c', ['tips.example.kz'], '/'],
    ['cdn.example.com', '/app/v2/t/team', [], '/app/v2'],
    ['cdn.example.com', '/app/v2', [], '/app/v2'],
    ['cdn.example.com', '/app', [], '/app'],
    ['cdn.example.com', '/', [], '/'],
    ['cdn.example.com', '', [], '/'],
    ['192.169.1.1', '/a/b/c', [], '/a/b'],
    ['10.0.0.1', '/a/b/c', [], '/a/b'],
    ['notlocalhost.com', '/a/b/c', ['other.com'], '/a/b'],
  ])('host %s path %s (root hosts %j) → %s', (hostname, pathname, rootHosts, expected) => {
    expect(resolveBasePath({ hostname, pathname }, rootHosts)).toBe(expected);
  });
});

describe('pathWithinBase', () => {
  it.each([
    ['/a0000000-0000-4000-8000-000000000001', '/', '/a0000000-0000-4000-8000-000000000001'],
    ['/app/v2/t/team', '/app/v2', '/t/team'],
    ['/App/v2/x', '/app/v2', '/x'],
    ['/app/v2', '/app/v2', '/'],
    ['/app/v2x/y', '/app/v2', '/app/v2x/y'],
    ['/other/path', '/app/v2', '/other/path'],
  ])('%s below %s is %s', (pathname, basename, expected) => {
    expect(pathWithinBase(pathname, basename)).toBe(expected);
  });
});
