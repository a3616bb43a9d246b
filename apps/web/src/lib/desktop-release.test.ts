import { afterEach, describe, expect, it, vi } from 'vitest';
import { appState, dismissUpdate } from './app-state.ts';
import { checkDesktopRelease } from './desktop-release.ts';
import { isDesktopShell } from './platform.ts';

const ELECTRON_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) OfferPilot/1.0.0 Chrome/128.0.0.0 Electron/32.1.0 Safari/537.36';
const CHROME_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36';

const serve = (body: string, status = 200) => vi.fn<typeof fetch>(async () => new Response(body, { status }));

describe('the desktop app update check (SPEC.md section 4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissUpdate();
  });

  it('knows the desktop shell by its user agent', () => {
    expect(isDesktopShell(ELECTRON_UA)).toBe(true);
    expect(isDesktopShell(CHROME_UA)).toBe(false);
  });

  it('raises the new-version dialog for a later release on the update host', async () => {
    vi.stubGlobal('window', { location: { origin: 'http://localhost:8000', hostname: 'localhost' } });
    const fetched = serve('version: 1.4.0\nfiles:\n  - url: OfferPilot-1.4.0.dmg\n');
    vi.stubGlobal('fetch', fetched);
    await checkDesktopRelease();
    expect(fetched.mock.calls[0]?.[0]).toBe('http://localhost:8000/updates/latest-mac.yml');
    expect(appState.get()).toMatchObject({ onUpdate: true, latestVersion: '1.4.0', updateSource: 'release' });
  });

  it('stays silent for the same version or a manifest that cannot be read', async () => {
    vi.stubGlobal('window', { location: { origin: 'http://localhost:8000', hostname: 'localhost' } });
    for (const fetched of [
      serve('version: 1.0.0\n'),
      serve('nope', 404),
      vi.fn(() => Promise.reject(new Error('offline'))),
    ]) {
      vi.stubGlobal('fetch', fetched);
      await checkDesktopRelease();
      expect(fetched).toHaveBeenCalled();
      expect(appState.get().onUpdate).toBe(false);
    }
  });
});
