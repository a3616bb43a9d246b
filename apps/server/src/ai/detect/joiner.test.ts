import { describe, expect, it } from 'vitest';
import { isFragment, QuestionJoiner, type JoinResult } from './joiner.ts';

/** The parts a caller acts on, with "no question" spelled null. */
const seen = (r: JoinResult) => ({ question: r.question ?? null, pending: r.pending });

describe('QuestionJoiner', () => {
  it('holds a lead-in fragment and completes it with the next utterance', () => {
    const joiner = new QuestionJoiner();
    expect(seen(joiner.feed('so in your last project', 'en'))).toEqual({ pending: true, question: null });
    expect(joiner.feed('what was the hardest bug', 'en')).toMatchObject({
      pending: false,
      question: 'so in your last project what was the hardest bug',
    });
  });

  it('keeps a statement before the question as its context, in one utterance or two', () => {
    const one = new QuestionJoiner().feed('We build payments. How would you design idempotency?', 'en');
    expect(one).toMatchObject({
      question: 'How would you design idempotency?',
      context: 'We build payments.',
    });
    const joiner = new QuestionJoiner();
    expect(seen(joiner.feed('我们公司主要做电商。', 'zh'))).toEqual({ pending: false, question: null });
    expect(joiner.feed('你之前做过电商相关的项目吗', 'zh')).toMatchObject({
      question: '你之前做过电商相关的项目吗',
      context: '我们公司主要做电商。',
    });
  });

  it('asks a finished Chinese question at once, even one that ends in 的 or begins with 如果', () => {
    for (const text of ['你是如何处理团队冲突的', '如果项目延期你会怎么办', '你为什么选择这个岗位']) {
      expect(seen(new QuestionJoiner().feed(text, 'zh'))).toEqual({ pending: false, question: text });
    }
    // Still open: a 的 that only starts a phrase, a 如果 with no question yet.
    expect(isFragment('你在上一家公司负责的', 'zh')).toBe(true);
    expect(isFragment('如果项目延期', 'zh')).toBe(true);
  });

  it('joins Chinese fragments without a space', () => {
    const joiner = new QuestionJoiner();
    expect(joiner.feed('关于你上一个项目', 'zh').pending).toBe(true);
    expect(joiner.feed('最难的地方是什么', 'zh').question).toBe('关于你上一个项目最难的地方是什么');
  });

  it('revises the question just asked when the interviewer goes on with it', () => {
    const joiner = new QuestionJoiner();
    expect(joiner.feed('How would you design a rate limiter?', 'en').revises).toBe(false);
    expect(joiner.feed('for a public API with millions of users', 'en')).toMatchObject({
      revises: true,
      question: 'How would you design a rate limiter? for a public API with millions of users',
    });
  });

  it('waits on a question cut off mid-way, and flush gives it when the pause has passed', () => {
    const joiner = new QuestionJoiner();
    expect(seen(joiner.feed('what would you', 'en'))).toEqual({ pending: true, question: null });
    expect(joiner.flush('en').question).toBe('what would you');
    expect(joiner.flush('en').question).toBeUndefined();
  });

  it('asks nothing for remarks, and reset forgets the context', () => {
    const joiner = new QuestionJoiner();
    expect(seen(joiner.feed('great thanks', 'en'))).toEqual({ pending: false, question: null });
    expect(seen(joiner.feed("okay let's move on", 'en'))).toEqual({ pending: false, question: null });
    joiner.reset();
    expect(joiner.feed('Why do you want this job?', 'en').context).toBeUndefined();
  });
});

describe('QuestionJoiner with utterances that continue a sentence', () => {
  it('decides a sentence cut by a short pause as one, replacing what its first part asked', () => {
    const joiner = new QuestionJoiner();
    expect(joiner.feed('Tell me about a project', 'en').question).toBe('Tell me about a project');
    expect(joiner.feed('you are proud of.', 'en', { continues: true })).toMatchObject({
      question: 'Tell me about a project you are proud of.',
      asking: 'Tell me about a project you are proud of.',
    });
    // A third piece joins the whole sentence, not only the piece before it.
    const zh = new QuestionJoiner();
    expect(zh.feed('请解释一下', 'zh').pending).toBe(true);
    expect(zh.feed('进程和', 'zh', { continues: true }).pending).toBe(true);
    expect(zh.feed('线程的区别', 'zh', { continues: true }).question).toBe('请解释一下进程和线程的区别');
  });

  it('keeps the context the sentence found before it', () => {
    const joiner = new QuestionJoiner();
    joiner.feed('We build payments.', 'en');
    joiner.feed('How would you design', 'en');
    expect(joiner.feed('idempotency?', 'en', { continues: true })).toMatchObject({
      question: 'How would you design idempotency?',
      context: 'We build payments.',
    });
  });

  it('keeps a question asked before a remark, whether the remark continues its sentence or not', () => {
    const joiner = new QuestionJoiner();
    joiner.feed('Why do you want to join our team?', 'en');
    expect(joiner.feed('I ask everyone this.', 'en', { continues: true })).toMatchObject({
      pending: false,
      asking: 'Why do you want to join our team?',
    });
    expect(joiner.feed('We have a long list.', 'en').asking).toBe('Why do you want to join our team?');
    expect(joiner.flush('en').question).toBeUndefined();
    expect(joiner.feed('Thanks.', 'en').asking).toBeUndefined();
  });
});

describe('QuestionJoiner.take ("answer now")', () => {
  it('takes a run-on question of statements across pauses as it was said, then has nothing left', () => {
    const zh = new QuestionJoiner();
    zh.feed('我们的系统每天处理上亿条订单', 'zh');
    zh.flush('zh');
    expect(zh.feed('高峰期延迟很高，想听听你的思路', 'zh').question).toBeUndefined();
    expect(zh.take('zh').question).toBe('我们的系统每天处理上亿条订单高峰期延迟很高，想听听你的思路');
    expect(zh.take('zh').question).toBeUndefined();
  });

  it('takes an unfinished question with the statements before it, as it stands', () => {
    const joiner = new QuestionJoiner();
    joiner.feed('We build payments.', 'en');
    expect(joiner.feed('so how would you', 'en').pending).toBe(true);
    expect(joiner.take('en').question).toBe('We build payments. so how would you');
  });

  it('takes the question being asked, not the remark after it, and nothing once a question was answered', () => {
    const joiner = new QuestionJoiner();
    joiner.feed('Why do you want to join our team?', 'en');
    joiner.feed('I ask everyone this.', 'en', { continues: true });
    expect(joiner.take('en').question).toBe('Why do you want to join our team?');
    joiner.feed('What is your greatest strength?', 'en');
    joiner.flush('en');
    expect(joiner.take('en').question).toBeUndefined();
  });
});

describe('isFragment', () => {
  it('tells an open-ended piece from a sentence that stands alone', () => {
    expect(isFragment('and what about the', 'en')).toBe(true);
    for (const lead of ['Tell me about a time', 'Walk me through', 'How do you make sure'])
      expect(isFragment(lead, 'en')).toBe(true);
    expect(isFragment('We build payments.', 'en')).toBe(false);
    expect(isFragment('thank you', 'en')).toBe(false);
    expect(isFragment('对于你们的推荐系统', 'zh')).toBe(true);
    expect(isFragment('我们公司主要做电商', 'zh')).toBe(false);
  });
});
