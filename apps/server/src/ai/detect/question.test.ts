import { describe, expect, it } from 'vitest';
import { detectQuestion, splitQuestion } from './question.ts';

const asks = (text: string, lang?: 'en' | 'zh') => detectQuestion(text, lang).isQuestion;

describe('detectQuestion (en)', () => {
  it('finds questions without punctuation, as speech recognition writes them', () => {
    expect(asks('how would you design a rate limiter for a public api')).toBe(true);
    expect(asks('have you ever had to deal with a difficult stakeholder')).toBe(true);
    expect(asks('walk me through the architecture of your last system')).toBe(true);
    expect(asks("i'd like to hear how you prioritise when everything is urgent")).toBe(true);
    expect(asks("you've used spark before right")).toBe(true);
  });

  it('finds the question after a lead-in or a statement in the same breath', () => {
    expect(asks('so in your last project what was the hardest bug you ran into')).toBe(true);
    expect(asks("we're a small team so everyone does ops how do you feel about being on call")).toBe(true);
  });

  it('rejects remarks, small talk and logistics', () => {
    for (const text of [
      'Great, thanks.',
      "okay let's move on",
      'How are you doing today?',
      'can you hear me okay',
    ])
      expect(asks(text), text).toBe(false);
    expect(asks('Before we start, do you mind if I record this call?')).toBe(false);
    expect(asks('just tell me if you need a break at any point')).toBe(false);
  });

  it('rejects answers, even with question words inside', () => {
    expect(asks('so what I did was first look at the error logs')).toBe(false);
    expect(asks('how we fixed it was by adding a retry queue')).toBe(false);
    expect(asks('so how did we solve it we split the table by region')).toBe(false);
    expect(asks('Why? Because the deadline was fixed by the regulator.')).toBe(false);
    expect(asks('what surprised me most was how much the users relied on exports')).toBe(false);
  });

  it('says why, with a score on the right side of 0.5', () => {
    const yes = detectQuestion('Tell me about a conflict with a coworker.', 'en');
    expect(yes.score).toBeGreaterThanOrEqual(0.5);
    expect(yes.reason).toMatch(/tell me about/);
    const no = detectQuestion('We use Redis and Postgres for that.', 'en');
    expect(no.score).toBeLessThan(0.5);
  });
});

describe('detectQuestion (zh)', () => {
  it('finds question words, particles, A-not-A and prompts', () => {
    for (const text of [
      '你为什么想离开现在的公司',
      '你用过Kafka吗',
      '你之前有没有做过高并发系统',
      '请介绍一下你自己',
      '那你自己呢',
      '你喜欢一个人干活还是团队合作',
    ])
      expect(asks(text, 'zh'), text).toBe(true);
  });

  it('rejects remarks, statements and answers that hold question words', () => {
    for (const text of [
      '好的，谢谢',
      '我们公司主要做电商',
      '为什么这么做呢，因为当时流量已经到了瓶颈',
      '我们当时用了什么方案呢就是引入了消息队列来削峰',
      '哪怕再忙我也会每周做一次复盘',
      '我先简单介绍一下我自己',
      '今天路上还顺利吧',
    ])
      expect(asks(text, 'zh'), text).toBe(false);
  });

  it('finds a question that follows a statement', () => {
    expect(asks('我们公司主要做电商，你之前做过电商相关的项目吗', 'zh')).toBe(true);
    expect(asks('我们这边主要做跨境物流 你对海外仓的运营有了解吗', 'zh')).toBe(true);
  });

  it('detects the language when none is given', () => {
    expect(asks('你能接受加班吗')).toBe(true);
    expect(asks('Do you have any questions for us?')).toBe(true);
  });
});

describe('splitQuestion', () => {
  it('keeps the statement before the question as context', () => {
    expect(splitQuestion('We build payments. How would you design idempotency?', 'en')).toEqual({
      context: 'We build payments.',
      question: 'How would you design idempotency?',
    });
    expect(splitQuestion('我们公司主要做电商。你做过电商项目吗？', 'zh')).toEqual({
      context: '我们公司主要做电商。',
      question: '你做过电商项目吗？',
    });
  });

  it('keeps both sentences of a two-part question', () => {
    const text = 'Did you ever disagree with your manager? What happened?';
    expect(splitQuestion(text, 'en')).toEqual({ context: '', question: text });
  });
});

describe('questions as a recogniser hands them over (issue 13)', () => {
  it.each([
    ['so uh what drew you to apply for this position', 'en'],
    ['嗯 明白了 那你当时为什么选择用 redis 而不是本地缓存', 'zh'],
    ['然后呢 这个问题最后是怎么解决的', 'zh'],
    ['讲一次你失败的经历。', 'zh'],
    ['我们为什么要录用你？', 'zh'],
  ] as const)('"%s" is a question', (text, lang) => {
    expect(detectQuestion(text, lang).isQuestion).toBe(true);
  });

  it.each([
    ['so what we ended up doing was rewriting the parser', 'en'],
    ['what I told you earlier still holds', 'en'],
    ['我们当时用 kafka 做的异步解耦', 'zh'],
    ['然后我们就把它重写了', 'zh'],
  ] as const)('"%s" is not', (text, lang) => {
    expect(detectQuestion(text, lang).isQuestion).toBe(false);
  });
});
