import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, testDatabase, type TestServer } from './support.ts';

const MANIFEST = `version: 1.4.0
files:
  - url: OfferPilot-1.4.0-arm64.dmg
    sha512: aaa
  - url: OfferPilot-1.4.0.dmg
    sha512: bbb
path: OfferPilot-1.4.0-mac.zip
`;

/** A release folder as electron-builder leaves it: the manifest and the installers it names. */
function releaseFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'op-updates-'));
  writeFileSync(join(dir, 'latest-mac.yml'), MANIFEST);
  writeFileSync(join(dir, 'OfferPilot-1.4.0-arm64.dmg'), 'arm installer');
  writeFileSync(join(dir, 'OfferPilot-1.4.0.dmg'), 'intel installer');
  writeFileSync(join(dir, '.env'), 'SECRET=1');
  mkdirSync(join(dir, 'old'));
  return dir;
}

describe('a self-hosted desktop release (UPDATES_DIR)', () => {
  let t: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = releaseFolder();
    t = await startTestServer({ env: { UPDATES_DIR: dir } });
  });
  afterAll(() => t.close());

  it('serves latest-mac.yml as YAML, never cached', async () => {
    const r = await call(t.url, '/updates/latest-mac.yml');
    expect(r.status).toBe(200);
    expect(r.text).toBe(MANIFEST);
    expect(r.headers.get('content-type')).toBe('text/yaml; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the installers as downloads, with ranges, and files added after the start', async () => {
    const r = await call(t.url, '/updates/OfferPilot-1.4.0-arm64.dmg');
    expect(r.status).toBe(200);
    expect(r.text).toBe('arm installer');
    expect(r.headers.get('content-disposition')).toBe('attachment');
    const part = await fetch(`${t.url}/updates/OfferPilot-1.4.0.dmg`, { headers: { range: 'bytes=0-4' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('intel');
    writeFileSync(join(dir, 'OfferPilot-1.5.0.dmg'), 'newer');
    expect((await call(t.url, '/updates/OfferPilot-1.5.0.dmg')).text).toBe('newer');
  });

  it('answers 404 for what is not a release file: missing, hidden, outside the folder, the folder', async () => {
    for (const path of ['missing.dmg', '.env', '..%2F..%2Fetc%2Fpasswd', '../package.json', 'old/', '']) {
      const r = await call(t.url, `/updates/${path}`);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.text, path).not.toContain('SECRET');
    }
  });
});

describe('without UPDATES_DIR', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { UPDATE_HOST: 'https://download.offerpilot.cn/mac' } });
  });
  afterAll(() => t.close());

  it('answers the manifest with the 404 envelope', async () => {
    const r = await call(t.url, '/updates/latest-mac.yml', { headers: { lang: 'en' } });
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ success: false, code: 404, error: 'route.notFound' });
  });

  it('lets pages read the manifest of an update host on another site (UPDATE_HOST)', async () => {
    const r = await call(t.url, '/Welcome', { headers: { accept: 'text/html' } });
    expect(r.headers.get('content-security-policy')).toMatch(
      /connect-src 'self' ws: wss: https:\/\/download\.offerpilot\.cn(;|$)/,
    );
  });
});

describe('a wrong UPDATES_DIR', () => {
  it('stops the start naming the setting', async () => {
    const database = await testDatabase('pglite');
    const env = { UPDATES_DIR: join(tmpdir(), 'op-no-such-release') };
    await expect(startTestServer({ env, database })).rejects.toThrow(/UPDATES_DIR/);
    await database.close();
  });
});
