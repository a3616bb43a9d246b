import { describe, expect, it } from 'vitest';
import { normalizeLang } from './lang.ts';
import { displayName, maskEmail, maskPhone } from './mask.ts';
import { requestCodeBody } from './schemas/auth.ts';
import { validate } from './validate.ts';

describe('validate', () => {
  it('names the failing field in the user language', () => {
    const en = validate(requestCodeBody, { channel: 'email', target: 'nope', agree: true }, 'en');
    const zh = validate(requestCodeBody, { channel: 'email', target: 'nope', agree: true }, 'zh');
    expect(en.ok || en.field).toBe('target');
    expect(en.ok || en.message).toMatch(/^Email or phone: .*email/i);
    expect(zh.ok || zh.message).toMatch(/^邮箱或手机号：/);
  });

  it('passes and normalises good input', () => {
    const r = validate(requestCodeBody, { channel: 'email', target: ' Ann@Example.COM', agree: true }, 'en');
    expect(r.ok && r.data.target).toBe('ann@example.com');
  });
});

describe('masking and language', () => {
  it('masks phone as first 3 and last 4, email as first 3 and last 3', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskEmail('alice@example.com')).toBe('ali***********com');
    expect(displayName({ nickName: null, phone: null, email: 'bob@mail.cn' })).toBe('bob*****.cn');
    expect(displayName({ nickName: 'Kai', phone: '13812345678' })).toBe('Kai');
  });

  it('falls back to zh for anything unsupported', () => {
    expect(normalizeLang('en-US')).toBe('en');
    expect(normalizeLang('fr')).toBe('zh');
    expect(normalizeLang(undefined)).toBe('zh');
  });
});
