import { describe, expect, it } from 'vitest';
import en from '../../../../packages/shared/src/i18n/en/web.json' with { type: 'json' };
import { webTextsForTests } from './test-texts.ts';

const i18n = await webTextsForTests();

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);

describe('counted texts', () => {
  it('are real plurals in English, never "(s)"', () => {
    expect(texts(en).filter((text) => text.includes('(s)'))).toEqual([]);
    const t = i18n.getFixedT('en');
    expect(t('home.mocksReady', { count: 1, minutes: 30 })).toMatch(/^You have 1 mock interview ready/);
    expect(t('home.mocksReady', { count: 2, minutes: 30 })).toMatch(/^You have 2 mock interviews ready/);
    expect(t('home.resume.meta', { count: 1, date: 'today' })).toBe('Updated today · 1 resume in Materials');
    expect(t('home.recommended.questions', { count: 20 })).toBe('20 questions in the bank');
  });

  it('use the one form Chinese has', () => {
    const t = i18n.getFixedT('zh');
    expect(t('home.mocksReady', { count: 1, minutes: 30 })).toMatch(/^您有 1 次模拟面试可用/);
    expect(t('home.resume.meta', { count: 3, date: '今天' })).toBe('更新于 今天 · 材料中共 3 份简历');
  });
});
