import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { portIsFree } from './port-free.mjs';

describe('portIsFree (bench:cabinet refuses a port a stopped run left taken)', () => {
  it('is false while a server listens on the port, and true once it has closed', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await portIsFree(port)).toBe(false);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(await portIsFree(port)).toBe(true);
  });
});
