import { describe, expect, it } from 'vitest';
import { isOfficialHost, OFFICIAL_UPDATE_HOST, updateHost } from './site.ts';

const page = (origin: string) => ({ origin, hostname: new URL(origin).hostname });

describe('the update host (SPEC.md section 7)', () => {
  it('is a fixed subdomain of the Chinese domain on the official sites', () => {
    expect(OFFICIAL_UPDATE_HOST).toBe('https://download.offerpilot.cn');
    expect(updateHost(page('https://web.offerpilot.cn'), undefined)).toBe(OFFICIAL_UPDATE_HOST);
    expect(updateHost(page('https://offerpilot.com'), undefined)).toBe(OFFICIAL_UPDATE_HOST);
  });

  it('is /updates of the site itself when self-hosted', () => {
    expect(updateHost(page('http://localhost:8000'), undefined)).toBe('http://localhost:8000/updates');
    expect(updateHost(page('https://jobs.example.org'), '')).toBe('https://jobs.example.org/updates');
    expect(isOfficialHost('notofferpilot.cn')).toBe(false);
  });

  it('follows the build setting, absolute or a path of the site', () => {
    expect(updateHost(page('https://web.offerpilot.cn'), 'https://cdn.example.com/mac/')).toBe(
      'https://cdn.example.com/mac',
    );
    expect(updateHost(page('http://localhost:8000'), '/releases/')).toBe('http://localhost:8000/releases');
  });
});
