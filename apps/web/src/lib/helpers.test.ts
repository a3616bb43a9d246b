import { describe, expect, it } from 'vitest';
import { localizeAsset } from './asset.ts';
import { isFullPage } from './captcha.ts';
import { disableConsoleLogging } from './console.ts';
import { safeRedirect } from './navigation.ts';
import { platform } from './platform.ts';
import { editionFromHost, mobileOrigin, siteDomain } from './site.ts';
import { disconnectMessage } from './socket.ts';

describe('localizeAsset', () => {
  it('adds the language before the extension for languages other than Chinese', () => {
    expect(localizeAsset('logo.svg', 'en')).toBe('logo_en.svg');
    expect(localizeAsset('/img/v1.2/banner.png', 'en')).toBe('/img/v1.2/banner_en.png');
    expect(localizeAsset('/img/readme', 'en')).toBe('/img/readme_en');
    expect(localizeAsset('logo.svg', 'zh')).toBe('logo.svg');
  });
});

describe('captcha content', () => {
  it('tells a full page from a script', () => {
    expect(isFullPage('<!DOCTYPE html><html><body></body></html>')).toBe(true);
    expect(isFullPage('<html lang="en"><body></body></html>')).toBe(true);
    expect(isFullPage('<script src="/captcha.js"></script>')).toBe(false);
  });
});

describe('site helpers (SPEC.md section 7)', () => {
  it('uses .cn for Chinese and .com for English', () => {
    expect(siteDomain('zh')).toBe('offerpilot.cn');
    expect(siteDomain('en')).toBe('offerpilot.com');
  });

  it('takes the edition from the first host label, basic for short hosts or "i"', () => {
    expect(editionFromHost('acme.web.offerpilot.cn')).toBe('acme');
    expect(editionFromHost('web.offerpilot.cn')).toBe('basic');
    expect(editionFromHost('i.web.offerpilot.cn')).toBe('basic');
    expect(editionFromHost('localhost')).toBe('basic');
  });

  it('finds the mobile site by replacing web with h5', () => {
    expect(mobileOrigin('https://web.offerpilot.cn')).toBe('https://h5.offerpilot.cn');
  });

  it('always reports the pc platform', () => {
    expect(platform()).toBe('pc');
  });
});

describe('redirect targets', () => {
  it('accepts same-site paths only', () => {
    expect(safeRedirect('/Dashboard/Recharge?x=1', '/Dashboard')).toBe('/Dashboard/Recharge?x=1');
    expect(safeRedirect('https://evil.example', '/Dashboard')).toBe('/Dashboard');
    expect(safeRedirect('//evil.example', '/Dashboard')).toBe('/Dashboard');
    expect(safeRedirect(null, '/Dashboard')).toBe('/Dashboard');
  });
});

describe('socket messages (SPEC.md section 8)', () => {
  it('shows close: {reason} for a closed transport and disconnect otherwise', () => {
    expect(disconnectMessage('transport close')).toBe('close: transport close');
    expect(disconnectMessage('ping timeout')).toBe('close: ping timeout');
    expect(disconnectMessage('io server disconnect')).toBe('disconnect');
  });
});

describe('console in production', () => {
  it('silences logging but keeps errors', () => {
    const calls: string[] = [];
    const target = { log: () => calls.push('log'), error: () => calls.push('error') } as unknown as Console;
    disableConsoleLogging(target);
    target.log('x');
    target.error('y');
    expect(calls).toEqual(['error']);
  });
});
