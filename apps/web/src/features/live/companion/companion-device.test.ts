import { describe, expect, it } from 'vitest';
import { browserLabel, pairingTokenOf } from './companion-device.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WECHAT =
  'Mozilla/5.0 (Linux; Android 13; V2154A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47';

describe('the companion device', () => {
  it('reads the pairing token from the fragment', () => {
    expect(pairingTokenOf('#t=abc123')).toBe('abc123');
    expect(pairingTokenOf('t=abc%2B1')).toBe('abc+1');
    expect(pairingTokenOf('#x=1')).toBeNull();
    expect(pairingTokenOf('#t=')).toBeNull();
    expect(pairingTokenOf('')).toBeNull();
  });

  it('names the browser and system from the user agent', () => {
    expect(browserLabel(ANDROID_CHROME)).toBe('Chrome on Android');
    expect(browserLabel(IPHONE_SAFARI)).toBe('Safari on iPhone');
    expect(browserLabel(WECHAT)).toBe('WeChat on Android');
    expect(browserLabel('curl/8')).toBe('Browser');
  });

  it('prefers the user agent data and stays within 80 characters', () => {
    const data = {
      brands: [{ brand: 'Not)A;Brand' }, { brand: 'Chromium' }, { brand: 'Google Chrome' }],
      platform: 'Android',
    };
    expect(browserLabel(ANDROID_CHROME, data)).toBe('Google Chrome on Android');
    expect(browserLabel('', { brands: [{ brand: 'x'.repeat(100) }] })).toHaveLength(80);
  });
});
