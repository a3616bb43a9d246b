import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { takeViolations } from './network-guard.ts';

describe('the network guard of the server tests', () => {
  it('refuses fetch and raw http to a non-loopback host and records it', async () => {
    await expect(fetch('http://192.0.2.10/anything')).rejects.toThrow();
    const raw = await new Promise<Error>((done) => {
      http.get('http://198.51.100.7:8080/', () => done(new Error('connected'))).on('error', done);
    });
    expect(raw.message).toMatch(/only loopback hosts/);
    expect(takeViolations()).toEqual(['http://192.0.2.10', '198.51.100.7:8080']);
  });

  it('lets loopback through', async () => {
    const server = http.createServer((_req, res) => res.end('here'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('here');
    server.close();
  });
});
