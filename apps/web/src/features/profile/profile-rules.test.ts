import { describe, expect, it } from 'vitest';
import { profileBody } from '@offerpilot/shared';
import {
  PROFILE_FIELDS,
  PROFILE_MAX,
  checkProfileField,
  profileToValues,
  valuesToProfileBody,
} from './profile-rules.ts';

const filled = {
  nickName: 'Alex',
  avatar: 'https://example.com/a.png',
  name: 'Alex Morgan',
  university: 'UC Berkeley',
  major: 'Computer Science',
};

describe('profile form rules', () => {
  it('allows every field empty (it clears the stored value)', () => {
    for (const field of PROFILE_FIELDS) expect(checkProfileField(field, '  ')).toBeNull();
  });

  it('caps lengths and wants an http(s) avatar address', () => {
    expect(checkProfileField('nickName', 'x'.repeat(32))).toBeNull();
    expect(checkProfileField('nickName', 'x'.repeat(33))).toEqual({ key: 'tooLong', max: 32 });
    expect(checkProfileField('avatar', 'ftp://example.com/a.png')).toEqual({ key: 'url' });
    expect(checkProfileField('avatar', 'not a url')).toEqual({ key: 'url' });
    expect(checkProfileField('avatar', ' http://cdn.example.com/me.jpg ')).toBeNull();
  });

  it('agrees with the shared profileBody schema on every field', () => {
    const samples = [
      '',
      'ok',
      'x'.repeat(33),
      'x'.repeat(65),
      'x'.repeat(121),
      'https://example.com/a.png',
      'http://localhost:8000/me.png',
      `https://example.com/${'a'.repeat(1010)}`,
      'javascript:alert(1)',
      'https://',
      'example.com/a.png',
    ];
    for (const field of PROFILE_FIELDS) {
      for (const sample of samples) {
        const values = { ...filled, [field]: sample };
        const schemaOk = profileBody.safeParse(valuesToProfileBody(values)).success;
        const formOk = PROFILE_FIELDS.every((f) => checkProfileField(f, values[f]) === null);
        expect(formOk, `${field} = ${sample.slice(0, 24)} (${sample.length})`).toBe(schemaOk);
      }
    }
    expect(Object.keys(PROFILE_MAX)).toEqual([...PROFILE_FIELDS]);
  });

  it('fills the form from the stored profile and sends every field trimmed', () => {
    expect(
      profileToValues({ name: null, university: 'Fudan', major: null, nickName: null, avatar: null }),
    ).toEqual({
      nickName: '',
      avatar: '',
      name: '',
      university: 'Fudan',
      major: '',
    });
    expect(valuesToProfileBody({ ...filled, name: '  Alex  ' })).toEqual({ ...filled, name: 'Alex' });
  });
});
