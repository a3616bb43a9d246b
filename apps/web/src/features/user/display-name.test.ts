import { describe, expect, it } from 'vitest';
import { displayName, type UserInfo } from '@offerpilot/shared';

const user = (patch: Partial<UserInfo>): UserInfo => ({
  uid: 1,
  email: null,
  phone: null,
  name: null,
  age: null,
  initStep: 0,
  status: 'active',
  avatar: null,
  nickName: null,
  lang: 'zh',
  ...patch,
});

describe('the name on the user card', () => {
  it('prefers the nickname, then the masked phone, then the masked email', () => {
    expect(displayName(user({ nickName: 'Lin', phone: '13812345678', email: 'lin@example.com' }))).toBe(
      'Lin',
    );
    expect(displayName(user({ phone: '13812345678', email: 'lin@example.com' }))).toBe('138****5678');
    expect(displayName(user({ email: 'lin.wei@example.com' }))).toBe('lin*************com');
    expect(displayName(user({}))).toBe('');
  });
});
