import { describe, expect, it } from 'vitest';
import { COMPANY, ROLE, withPlaceholders } from './placeholders.ts';

describe('names read as placeholders', () => {
  it.each([
    ['Why Airbnb specifically?', 'en', undefined],
    ['so why us and not a bank', 'en', undefined],
    ['What do you like about Hengtai?', 'en', 'Hengtai'],
    ['你为什么想来字节跳动', 'zh', undefined],
    ['你为什么对贵公司感兴趣', 'zh', undefined],
    ['为什么选择我们', 'zh', undefined],
    // The house's product: "our app" is not an app the candidate picks (in English; 我们这个产品岗位 is a role).
    ['what would you improve in our app', 'en', undefined],
    ['你最后为什么挑了我们', 'zh', undefined],
  ] as const)('"%s" (%s) names the company', (text, lang, company) => {
    expect(withPlaceholders(text, lang, company)).toContain(COMPANY);
  });

  it.each([
    ['why do you want to be a product manager', 'en'],
    ['What interests you about this role?', 'en'],
    ['你为什么想做产品经理', 'zh'],
    ['这个岗位哪里吸引你', 'zh'],
  ] as const)('"%s" (%s) names the role', (text, lang) => {
    expect(withPlaceholders(text, lang)).toContain(ROLE);
  });

  it('leaves "we", "tell us" and a job search alone', () => {
    expect(withPlaceholders('tell us about yourself', 'en')).not.toContain(COMPANY);
    expect(withPlaceholders("what's prompting the job search", 'en')).not.toContain(ROLE);
    expect(withPlaceholders('我们为什么要录用你', 'zh')).not.toContain(COMPANY);
    expect(withPlaceholders('which app do you use most and what would you improve', 'en')).not.toContain(
      COMPANY,
    );
  });
});
