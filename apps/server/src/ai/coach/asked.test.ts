import { describe, expect, it } from 'vitest';
import { askedTerms, nearestClassics } from './asked.ts';

describe('the nearest wordings of the classics', () => {
  it('ranks the classic whose wordings the question says, with its company and role as placeholders', () => {
    expect(nearestClassics('Why Tencent? What makes you want to work here?', 'en').ranked[0]?.id).toBe(
      'classic-why-company',
    );
    expect(nearestClassics('what got you interested in being a data analyst', 'en').ranked[0]?.id).toBe(
      'classic-why-role',
    );
    expect(nearestClassics('你为什么想来京东', 'zh').ranked[0]?.id).toBe('classic-why-company');
  });

  it('keeps negation: "not good at" is not "good at"', () => {
    expect(askedTerms("what aren't you good at", 'en')).toContain('not');
    expect(nearestClassics("what's something you're not good at", 'en').ranked[0]?.id).toBe(
      'classic-weakness',
    );
    expect(nearestClassics("what's something you're really good at", 'en').ranked[0]?.id).toBe(
      'classic-strengths',
    );
  });

  it('reads 好不好 as a question, not a denied strength, and drops the turn to the next question', () => {
    expect(askedTerms('这个流程做得好不好', 'zh')).not.toContain('缺点');
    expect(askedTerms('你哪方面做得不太好', 'zh')).toContain('缺点');
    expect(askedTerms('okay last one how do you handle feedback', 'en')).not.toContain('last');
    expect(askedTerms('最后一个问题 你怎么看待反馈', 'zh')).not.toContain('问题');
  });

  it('finds general questions that no classic holds nearer than any classic', () => {
    const hobbies = nearestClassics('how do you usually spend your free time', 'en');
    expect(hobbies.unheld).toBeGreaterThan(hobbies.ranked[0]?.score ?? 0);
    const manager = nearestClassics('你喜欢跟什么样的领导一起工作', 'zh');
    expect(manager.unheld).toBeGreaterThan(manager.ranked[0]?.score ?? 0);
  });
});
