import { describe, expect, it } from 'vitest';
import { dictionaries, translate } from './index.ts';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('dictionaries', () => {
  it('hold the same keys in en and zh, namespace by namespace', () => {
    for (const ns of Object.keys(dictionaries.zh) as (keyof typeof dictionaries.zh)[]) {
      expect(keys(dictionaries.en[ns]).sort(), ns).toEqual(keys(dictionaries.zh[ns]).sort());
    }
  });

  it('translate with parameters, and fall back to the key when nothing matches', () => {
    expect(translate('en', 'auth.codeInvalid', { left: 1 })).toBe('The code is wrong. Tries left: 1.');
    expect(translate('zh', 'auth.codeInvalid', { left: 3 })).toContain('3');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });

  it('use the singular form for a count of one where the language has one', () => {
    expect(translate('en', 'messages:billing.item.mocks', { count: 1 })).toBe('1 mock interview');
    expect(translate('en', 'messages:billing.item.mocks', { count: 2 })).toBe('2 mock interviews');
    expect(translate('en', 'messages:billing.item.plan', { plan: 'Premium plan', count: 1 })).toBe(
      'Premium plan, 1 day',
    );
    expect(translate('zh', 'messages:billing.item.mocks', { count: 1 })).toBe(
      translate('zh', 'messages:billing.item.mocks', { count: 2 }).replace('2', '1'),
    );
  });
});
