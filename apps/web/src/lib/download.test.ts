import { describe, expect, it } from 'vitest';
import { chooseMacDownload, detectArch, isNewerVersion, parseManifest } from './download.ts';

const manifest = `version: 1.4.0
files:
  - url: OfferPilot-1.4.0-arm64.dmg
    sha512: aaa
    size: 100
  - url: OfferPilot-1.4.0-arm64-mac.zip
    sha512: bbb
  - url: OfferPilot-1.4.0.dmg
    sha512: ccc
  - url: OfferPilot-1.4.0-mac.zip
    sha512: ddd
path: OfferPilot-1.4.0-mac.zip
releaseDate: '2025-01-01T00:00:00.000Z'
`;

describe('chooseMacDownload (SPEC.md section 7)', () => {
  it('picks the arm64 dmg on arm64', () => {
    expect(chooseMacDownload(manifest, 'arm64')).toBe('OfferPilot-1.4.0-arm64.dmg');
  });

  it('picks the first dmg without arm in its url otherwise', () => {
    expect(chooseMacDownload(manifest, 'x64')).toBe('OfferPilot-1.4.0.dmg');
  });

  it('falls back to the intel dmg when no arm64 build exists', () => {
    expect(chooseMacDownload('files:\n  - url: a.zip\n  - url: b-x64.dmg\n', 'arm64')).toBe('b-x64.dmg');
  });

  it('returns null for a manifest without a usable file', () => {
    expect(chooseMacDownload('files:\n  - url: only-arm.dmg\n', 'x64')).toBeNull();
    expect(chooseMacDownload('version: 1', 'x64')).toBeNull();
    expect(chooseMacDownload('files: nope', 'x64')).toBeNull();
  });
});

describe('detectArch', () => {
  const data = (architecture: string) => ({
    getHighEntropyValues: async () => ({ architecture, bitness: '64' }),
  });

  it('reads the architecture from user-agent data, x64 by default', async () => {
    expect(await detectArch(data('arm'))).toBe('arm64');
    expect(await detectArch(data('x86'))).toBe('x64');
    expect(await detectArch(undefined)).toBe('x64');
    expect(await detectArch({ getHighEntropyValues: () => Promise.reject(new Error('denied')) })).toBe('x64');
  });
});

describe('the release manifest', () => {
  it('reads the version and the files, and nothing from a broken manifest', () => {
    expect(parseManifest(manifest)).toMatchObject({ version: '1.4.0', files: { length: 4 } });
    expect(parseManifest('files: [')).toEqual({ version: null, files: [] });
    expect(parseManifest('<!doctype html><html></html>')).toEqual({ version: null, files: [] });
    expect(parseManifest('version: 2\nfiles:\n  - sha512: x\n  - url: 7\n')).toEqual({
      version: '2',
      files: [],
    });
  });

  it('tells a later version from the same or an older one', () => {
    expect(isNewerVersion('1.4.0', '1.0.0')).toBe(true);
    expect(isNewerVersion('1.0.10', '1.0.9')).toBe(true);
    expect(isNewerVersion('2.0', '1.9.9')).toBe(true);
    expect(isNewerVersion('v1.0.1', '1.0.0')).toBe(true);
    expect(isNewerVersion('1.0.0', '1.0.0')).toBe(false);
    expect(isNewerVersion('0.9.0', '1.0.0')).toBe(false);
    expect(isNewerVersion('1.1.0-beta.1', '1.1.0')).toBe(false);
    expect(isNewerVersion('1.1.0', '1.1.0-beta.1')).toBe(true);
  });
});
