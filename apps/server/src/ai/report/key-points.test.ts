import { describe, expect, it } from 'vitest';
import { coverageScore, keyPointCoverage, relevanceScore } from './key-points.ts';

const COUPON = [
  'Uses a randomised holdout group that receives no coupon',
  'Measures incremental orders and GMV net of coupon cost, not redemption count',
  'Accounts for pull-forward effect by looking at a post-campaign window',
  'Checks cannibalisation of full-price orders and effect by user segment',
];

const INCIDENT_ZH = [
  '优先止损（回滚、切流、降级），而不是先深挖问题',
  '基于证据定位：监控、日志、链路、近期变更记录',
  '区分触发因素和根本原因，讲清真正的根因',
  '给出具体的改进项：修复、告警、测试、预案，以及对事不对人的复盘',
];

const missed = (answer: string, points: string[], lang: 'en' | 'zh') =>
  keyPointCoverage(answer, points, lang)
    .filter((h) => !h.hit)
    .map((h) => h.index);

describe('keyPointCoverage', () => {
  it('names the key points an English answer misses, matching paraphrases through stems', () => {
    const answer =
      'We randomly hold out 10% of users who get no coupon, and compare incremental GMV minus the cost of ' +
      'the coupons between the groups.';
    expect(missed(answer, COUPON, 'en')).toEqual([2, 3]);
  });

  it('counts a point once the answer covers it, and reports the overlap', () => {
    const answer =
      'A random holdout group gets no coupon. We measure incremental orders and GMV net of coupon cost. ' +
      'We watch a post-campaign window for pull-forward, and check cannibalisation of full-price orders by segment.';
    const hits = keyPointCoverage(answer, COUPON, 'en');
    expect(hits.every((h) => h.hit)).toBe(true);
    expect(coverageScore(hits, 'en')).toBe(1);
  });

  it('matches Chinese answers through jieba words and character bigrams', () => {
    const answer =
      '我先回滚了版本止损，然后查看监控和日志链路，定位到近期的一次配置变更。事后做了复盘，补了告警和预案。';
    expect(missed(answer, INCIDENT_ZH, 'zh')).toEqual([2]);
  });

  it('folds a few common synonyms together (manager / supervisor, 告知 / 汇报)', () => {
    expect(
      keyPointCoverage('I told my supervisor at once.', ['Informs the manager promptly'], 'en')[0]?.hit,
    ).toBe(true);
    expect(keyPointCoverage('我第一时间向主管汇报。', ['立即告知上级'], 'zh')[0]?.hit).toBe(true);
  });

  it('does not credit an answer for repeating the words of the question', () => {
    const question = 'How would you measure the incremental effect of a coupon campaign on orders?';
    const echo = 'I would measure the incremental effect of the coupon campaign on orders and GMV.';
    const cover = (q?: string) =>
      coverageScore(keyPointCoverage(echo, COUPON, 'en', q), 'en') * COUPON.length;
    expect(cover()).toBeGreaterThan(1.5);
    expect(cover(question)).toBeLessThan(0.5);
  });

  it("reads a key point's examples in brackets as alternatives: naming one covers the point", () => {
    const point = [
      'Guards against regressions (dashboards, alerts, load tests, canary releases, feature flags)',
    ];
    expect(keyPointCoverage('We added an alert so the latency cannot regress.', point, 'en')[0]?.hit).toBe(
      true,
    );
    expect(keyPointCoverage('We added more tests.', point, 'en')[0]?.hit).toBe(false);
    const zh = ['防止回退（监控大盘、告警、压测、灰度发布、功能开关）'];
    expect(keyPointCoverage('我们加了告警，防止再次回退。', zh, 'zh')[0]?.hit).toBe(true);
    expect(keyPointCoverage('我们补了一些测试。', zh, 'zh')[0]?.hit).toBe(false);
  });

  it('covers nothing with an empty answer', () => {
    expect(coverageScore(keyPointCoverage('', COUPON, 'en'), 'en')).toBe(0);
  });
});

describe('relevanceScore', () => {
  const question = 'How do you keep a Redis cache consistent with MySQL for product and price data?';

  it('is high for an answer about the question and low for a story about something else', () => {
    const onTopic =
      'Update MySQL first, then delete the Redis cache key, so the next read loads the new price.';
    const offTopic =
      'I started programming in high school. At university I joined the ACM team. I like hiking on weekends.';
    expect(relevanceScore(question, onTopic, [], 'en')).toBeGreaterThan(0.7);
    expect(relevanceScore(question, offTopic, [], 'en')).toBeLessThan(0.2);
  });

  it('leans on a neutral prior for short generic questions it cannot judge by their words', () => {
    const r = relevanceScore(
      'Tell me about yourself.',
      'I am a backend engineer with three years in Go.',
      [],
      'en',
    );
    expect(r).toBeGreaterThan(0.4);
  });
});
