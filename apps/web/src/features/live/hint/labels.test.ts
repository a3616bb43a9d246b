import { describe, expect, it } from 'vitest';
import { bankKey, engineKey, questionTypeKey } from './labels.ts';

describe('the words of a hint’s grounding', () => {
  it('names known question types and reads any other as "other"', () => {
    const exists = (key: string) => key === 'liveSession.types.behavioural';
    expect(questionTypeKey('behavioural', exists)).toBe('liveSession.types.behavioural');
    expect(questionTypeKey('newKind', exists)).toBe('liveSession.types.other');
  });

  it('names the engine and the bank match', () => {
    expect(engineKey('llm')).toBe('liveSession.engine.llm');
    expect(bankKey(true)).toBe('liveSession.grounding.inBank');
    expect(bankKey(false)).toBe('liveSession.grounding.notInBank');
  });
});
