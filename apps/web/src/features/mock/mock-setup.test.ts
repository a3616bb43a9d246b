import { describe, expect, it } from 'vitest';
import { initialSetup, listenerFor, priceCase, speakerFor, startBody } from './mock-setup.ts';

describe('the mock start set-up', () => {
  it('prefills a practise link’s position, else the current goal’s', () => {
    expect(initialSetup('en', 'data-analyst').position).toEqual({ kind: 'job', slug: 'data-analyst' });
    expect(initialSetup('zh', null).position).toEqual({ kind: 'goal' });
    expect(initialSetup('zh', '  ').position).toEqual({ kind: 'goal' });
  });

  it('sends no slug for the goal’s position, null for none, and the chosen one otherwise', () => {
    const setup = initialSetup('en', null);
    expect(startBody(setup)).toEqual({ length: 15, lang: 'en', answerBy: 'text', voice: true });
    expect(startBody({ ...setup, position: { kind: 'none' } }).positionSlug).toBeNull();
    const chosen = startBody({ ...setup, position: { kind: 'job', slug: 'pm' }, resumeId: 3, length: 20 });
    expect(chosen).toMatchObject({ positionSlug: 'pm', resumeId: 3, length: 20 });
  });

  it('says what a start takes: the newcomer’s free mock, an owned one, credits, or nothing', () => {
    expect(priceCase({ pays: 'mocks', newcomer: true })).toBe('newcomer');
    expect(priceCase({ pays: 'mocks', newcomer: false })).toBe('mocks');
    expect(priceCase({ pays: 'credit', newcomer: false })).toBe('credit');
    expect(priceCase({ pays: null, newcomer: false })).toBe('blocked');
  });

  it('names who listens and who speaks, the server first', () => {
    expect(listenerFor(true, false)).toBe('server');
    expect(listenerFor(false, true)).toBe('browser');
    expect(listenerFor(false, false)).toBe('none');
    expect(speakerFor(false, true)).toBe('browser');
    expect(speakerFor(false, false)).toBe('none');
  });
});
