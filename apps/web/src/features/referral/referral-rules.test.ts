import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_MIN_MONEY, withdrawalBody } from '@offerpilot/shared';
import { checkWithdrawal, inviteLink, yuanToFen } from './referral-rules.ts';

describe('the invite link', () => {
  it('opens the sign-in page with the inviter as referrer_id', () => {
    const link = inviteLink('https://web.offerpilot.cn', 1042);
    expect(link).toBe('https://web.offerpilot.cn/Auth?referrer_id=1042');
    expect(new URL(link).searchParams.get('referrer_id')).toBe('1042');
  });
});

describe('the withdrawal form', () => {
  it('reads yuan as typed into fen', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen(' 12.5 ')).toBe(1250);
    expect(yuanToFen('12,05')).toBe(1205);
    expect(yuanToFen('0.99')).toBe(99);
    for (const bad of ['', '-5', '1.234', 'abc', '1e3', '.5']) expect(yuanToFen(bad), bad).toBeNull();
  });

  it('asks for at least the smallest withdrawal and at most the balance', () => {
    const min = (WITHDRAWAL_MIN_MONEY / 100).toFixed(2);
    expect(checkWithdrawal({ amount: min, account: 'alipay:me' }, 5000)).toEqual({
      body: { amount: WITHDRAWAL_MIN_MONEY, account: 'alipay:me' },
    });
    expect(checkWithdrawal({ amount: '9.99', account: 'alipay:me' }, 5000)).toEqual({
      problems: { amount: 'amount' },
    });
    expect(checkWithdrawal({ amount: '50.01', account: 'alipay:me' }, 5000)).toEqual({
      problems: { amount: 'amount' },
    });
    expect(checkWithdrawal({ amount: 'x', account: ' a ' }, 5000)).toEqual({
      problems: { amount: 'amount', account: 'account' },
    });
  });

  it('sends only bodies the shared withdrawalBody schema accepts', () => {
    const accounts = ['ab', 'abc', ' abc ', 'x'.repeat(120), 'x'.repeat(121), 'paypal: me@example.com'];
    const amounts = ['9.99', '10', '10.01', '250', '99999'];
    for (const account of accounts) {
      for (const amount of amounts) {
        const checked = checkWithdrawal({ amount, account }, Number.MAX_SAFE_INTEGER);
        const schema = withdrawalBody.safeParse({ amount: yuanToFen(amount), account });
        expect('body' in checked, `${amount} ${account}`).toBe(schema.success);
        if ('body' in checked && schema.success) expect(checked.body).toEqual(schema.data);
      }
    }
  });
});
