import { describe, expect, it } from 'vitest';
import { isSearchEngine, searchReferrerTarget } from './search-referrer.ts';

describe('visitors from a search engine (SPEC.md section 6)', () => {
  it('recognises the search engines by their domain', () => {
    for (const referrer of [
      'https://www.google.com/',
      'https://www.google.co.uk/search?q=offerpilot',
      'https://www.google.com.hk/',
      'https://cn.bing.com/search?q=x',
      'https://m.baidu.com/s?word=x',
      'https://www.so.com/s?q=x',
      'https://m.sm.cn/s?q=x',
      'https://www.sogou.com/web?query=x',
      'https://duckduckgo.com/',
      'https://yandex.ru/search/',
      'https://search.yahoo.co.jp/',
    ]) {
      expect(isSearchEngine(referrer), referrer).toBe(true);
    }
  });

  it('leaves other referrers alone', () => {
    for (const referrer of [
      '',
      'not a url',
      'https://offerpilot.cn/Welcome',
      'https://google.example.com/',
      'https://mybaidu.com/',
      'https://github.com/',
      'https://also.com/',
    ]) {
      expect(isSearchEngine(referrer), referrer).toBe(false);
    }
  });

  it('sends a visitor on only when a target is configured and they are not signed in', () => {
    const target = 'https://www.offerpilot.cn/about';
    expect(searchReferrerTarget('https://www.google.com/', false, target)).toBe(target);
    expect(searchReferrerTarget('https://www.google.com/', false, undefined)).toBeNull();
    expect(searchReferrerTarget('https://www.google.com/', false, '')).toBeNull();
    expect(searchReferrerTarget('https://www.google.com/', true, target)).toBeNull();
    expect(searchReferrerTarget('https://github.com/', false, target)).toBeNull();
  });
});
