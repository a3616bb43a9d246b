import { describe, expect, it } from 'vitest';
import { webTextsForTests } from '../../lib/test-texts.ts';
import { grantLines, grantsText } from './grants.ts';
import { changeText, reasonText } from './usage-texts.ts';

// The real dictionaries, so that a key the code asks for but the files lack fails here.
const i18n = await webTextsForTests();
const tIn = (lang: 'en' | 'zh') => i18n.getFixedT(lang, 'web');

describe('what a package or gift code gives, in words', () => {
  it('names plan days, credits, mock and live counts in one phrase, the plan first', () => {
    const grants = { credit: 300, vipDays: 30, vipLevel: 'premium' as const, mocks: 1, assistants: 2 };
    expect(grantsText(grants, tIn('en'), 'en')).toBe(
      'Premium plan for 30 days, 300 credits, 1 mock interview, and 2 AI interviews',
    );
    expect(grantsText(grants, tIn('zh'), 'zh')).toBe('高级版 30 天、300 积分、1 次模拟面试和2 次 AI 面试');
  });

  it('lists each part on its own and says when nothing is given', () => {
    expect(grantLines({ vipDays: 1, vipLevel: 'advanced' }, tIn('en'))).toEqual(['Advanced plan for 1 day']);
    expect(grantLines({ credit: 0, careers: 1 }, tIn('zh'))).toEqual(['1 次职业测评']);
    expect(grantsText({}, tIn('en'), 'en')).toBe('Nothing');
  });
});

describe('usage records in words', () => {
  it('translates every reason the server writes, dotted ones included', () => {
    const reasons = [
      'newcomer',
      'recharge',
      'voucher',
      'referral.signup',
      'referral.recharge',
      'referral.withdrawal',
      'referral.withdrawalReturned',
      'mock.start',
      'live.charge',
      'refund',
    ];
    for (const lang of ['en', 'zh'] as const) {
      for (const reason of reasons) {
        const text = reasonText(reason, tIn(lang));
        expect(text, `${lang} ${reason}`).not.toBe(reason);
        expect(text, `${lang} ${reason}`).not.toMatch(/^usage\./);
      }
    }
    expect(reasonText('referral.withdrawalReturned', tIn('en'))).toBe('Withdrawal declined, amount returned');
    expect(reasonText('referral.withdrawal', tIn('zh'))).toBe('返现提现');
  });

  it('shows a reason it does not know as its key', () => {
    expect(reasonText('career.reset', tIn('en'))).toBe('career.reset');
  });

  it('writes the change with its sign in the unit of the item', () => {
    expect(changeText({ item: 'credit', change: 300 }, tIn('en'), 'en')).toBe('+300');
    expect(changeText({ item: 'mocks', change: -1 }, tIn('en'), 'en')).toBe('-1');
    expect(changeText({ item: 'vip', change: 30 }, tIn('en'), 'en')).toBe('+30 days');
    expect(changeText({ item: 'vip', change: 1 }, tIn('zh'), 'zh')).toBe('+1 天');
    expect(changeText({ item: 'money', change: 680 }, tIn('zh'), 'zh')).toBe('+¥6.80');
    expect(changeText({ item: 'money', change: -2000 }, tIn('en'), 'en')).toBe('-CN¥20');
  });
});
