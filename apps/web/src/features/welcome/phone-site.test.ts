import { describe, expect, it } from 'vitest';
import { phoneSiteOf } from './phone-site.ts';

describe('the landing page link to the phone site', () => {
  it('points the web site to its h5 twin', () => {
    expect(phoneSiteOf('https://web.offerpilot.cn')).toBe('https://h5.offerpilot.cn/');
    expect(phoneSiteOf('https://acme.web.offerpilot.com')).toBe('https://acme.h5.offerpilot.com/');
  });

  it('is left out where the phone site would be this site', () => {
    expect(phoneSiteOf('https://h5.offerpilot.cn')).toBeNull();
    expect(phoneSiteOf('http://127.0.0.1:8000')).toBeNull();
    expect(phoneSiteOf('https://interviews.example.org')).toBeNull();
  });
});
