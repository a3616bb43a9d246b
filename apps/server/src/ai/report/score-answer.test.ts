import { describe, expect, it } from 'vitest';
import { scoreAnswer } from './score-answer.ts';

const QUESTION_EN =
  'Tell me about a backend service you owned end to end. What metric did you improve, and how did you prove it?';
const KEY_POINTS_EN = [
  'Names the service, its traffic scale and the specific metric (e.g. P99 latency, error rate, cost) with a baseline',
  'Explains how the bottleneck was diagnosed (profiling, tracing, slow-query logs) rather than guessed',
  'Describes the concrete changes and the trade-offs accepted',
  'Shows measured before/after numbers and how regressions were guarded (dashboards, alerts, load tests)',
];
const STAR_EN =
  'At my last company I owned the coupon service, about 8,000 requests per second at peak. The problem was P99 ' +
  'latency of 480 ms. My goal was to get it under 150 ms. I profiled it with pprof and traced requests, and the ' +
  'slow-query log showed an N+1 query. I batched the queries and added a Redis cache, accepting five minutes of ' +
  'staleness as the trade-off. As a result P99 went from 480 ms to 120 ms, which we proved with a load test, and ' +
  'we added a dashboard and an alert at 200 ms.';
const RAMBLING_EN =
  'Um, so, like, I owned a service, you know, and it was, um, basically really important. And, like, we ' +
  'improved it a lot, you know, the metric, um, it was, like, kind of better, and basically, uh, everyone was ' +
  'happy, you know, because, um, it was, like, faster, I mean, it felt faster, and, uh, yeah, basically that.';

const QUESTION_ZH = '请讲一次你亲身参与处理的线上故障：你是如何止损、定位根因并防止再次发生的？';
const KEY_POINTS_ZH = [
  '优先止损（回滚、切流、降级），而不是先深挖问题',
  '基于证据定位：监控、日志、链路、近期变更记录',
  '区分触发因素和根本原因，讲清真正的根因',
  '给出具体的改进项：修复、告警、测试、预案，以及对事不对人的复盘',
];
const STAR_ZH =
  '去年双11前，我们的下单接口错误率从0.1%升到8%。我是值班负责人，目标是尽快止损。我先看变更记录，' +
  '发现20分钟前刚发布了库存服务，直接回滚，5分钟后错误率回到0.2%。然后通过监控、日志和链路定位根因：' +
  '新版本把Redis连接池从200改成了20，这是触发因素；根本原因是配置变更没有压测。复盘后我们加了连接池告警和压测，' +
  '之后半年没有再出现同类故障。';
const RAMBLING_ZH =
  '嗯，就是，那个，有一次，嗯，线上出了问题，然后，那个，我们就，嗯，处理了一下，对吧，然后，就是，' +
  '怎么说呢，大家都挺忙的，呃，后来就，嗯，好了，然后，其实，那个，也没什么。';

describe('scoreAnswer', () => {
  it('scores a STAR answer with numbers above a rambling filler-heavy one (en)', () => {
    const good = scoreAnswer({
      lang: 'en',
      question: QUESTION_EN,
      answer: STAR_EN,
      keyPoints: KEY_POINTS_EN,
      frameType: 'star',
    });
    const bad = scoreAnswer({
      lang: 'en',
      question: QUESTION_EN,
      answer: RAMBLING_EN,
      keyPoints: KEY_POINTS_EN,
      frameType: 'star',
    });
    expect(good.score).toBeGreaterThan(75);
    expect(bad.score).toBeLessThan(45);
    expect(good.missedKeyPoints).toEqual([]);
    expect(bad.missedKeyPoints.length).toBeGreaterThanOrEqual(3);
    expect(bad.measures.fillers.um).toBe(4);
    expect(bad.signals.fillers).toBeLessThan(good.signals.fillers);
  });

  it('scores a STAR answer with numbers above a rambling filler-heavy one (zh)', () => {
    const good = scoreAnswer({
      lang: 'zh',
      question: QUESTION_ZH,
      answer: STAR_ZH,
      keyPoints: KEY_POINTS_ZH,
      frameType: 'star',
    });
    const bad = scoreAnswer({
      lang: 'zh',
      question: QUESTION_ZH,
      answer: RAMBLING_ZH,
      keyPoints: KEY_POINTS_ZH,
      frameType: 'star',
    });
    expect(good.score).toBeGreaterThan(75);
    expect(bad.score).toBeLessThan(40);
    expect(good.measures.parts.every((p) => p.present)).toBe(true);
    expect(bad.measures.fillers['嗯']).toBe(4);
  });

  it('names the missed key points and suggests covering them, with the result advice for STAR', () => {
    const answer =
      'I owned the search service and improved its latency a lot. I profiled it and found slow queries.';
    const r = scoreAnswer({
      lang: 'en',
      question: QUESTION_EN,
      answer,
      keyPoints: KEY_POINTS_EN,
      frameType: 'star',
    });
    expect(r.missedKeyPoints).toContain(2);
    expect(r.missedKeyPoints).toContain(3);
    const keys = r.suggestions.map((s) => s.key);
    expect(keys).toContain('report:suggestion.missedKeyPoint');
    expect(keys).toContain('report:suggestion.addResult');
    expect(r.suggestions.find((s) => s.key === 'report:suggestion.missedKeyPoint')?.params.point).toBe(
      KEY_POINTS_EN[r.missedKeyPoints[0] as number],
    );
  });

  it('keeps an off-topic answer low however polished, and says so', () => {
    const offTopic =
      'I started programming in high school with Python and built a small game. At university I joined the ACM ' +
      'team and we reached the regional finals in 2021. I also like open source and contributed two pull requests ' +
      'to a popular web framework, which taught me a lot about code review. On weekends I play basketball with ' +
      'friends and I read a lot of science fiction, which keeps me curious.';
    const r = scoreAnswer({
      lang: 'en',
      question: QUESTION_EN,
      answer: offTopic,
      keyPoints: KEY_POINTS_EN,
      frameType: 'star',
    });
    expect(r.score).toBeLessThan(40);
    expect(r.suggestions[0]?.key).toBe('report:suggestion.offTopic');
  });

  it('adds a pace signal and advice only when the duration is known', () => {
    const base = { lang: 'en' as const, question: QUESTION_EN, answer: STAR_EN, keyPoints: KEY_POINTS_EN };
    expect(scoreAnswer(base).signals.pace).toBeUndefined();
    const rushed = scoreAnswer({ ...base, durationMs: 20_000 });
    expect(rushed.measures.perMinute).toBeGreaterThan(200);
    expect(rushed.suggestions.map((s) => s.key)).toContain('report:suggestion.paceFast');
  });

  it('scores without key points, leaving coverage null', () => {
    const r = scoreAnswer({ lang: 'en', question: 'Tell me about a time you failed.', answer: STAR_EN });
    expect(r.signals.coverage).toBeNull();
    expect(r.measures.frameType).toBe('star');
    expect(r.score).toBeGreaterThan(60);
  });

  it('without key points, ranks a concrete answer well above a generic one of the same length', () => {
    const question = 'How do you stay productive when several deadlines land in the same week?';
    const concrete =
      'In March at my last company three reports for the finance team fell due in the same week. I listed them by ' +
      'the date each was needed, asked my manager Lisa which could move, and she moved the audit summary by two ' +
      'days. I blocked two hours every morning for the largest one and sent a short status note each evening. All ' +
      'three went out on time and the audit summary got no corrections.';
    const generic =
      'I stay calm and stay organised when there is a lot of work. I always prioritise what is important, ' +
      'communicate well with the team, and work hard until everything is done. I think a positive attitude matters ' +
      'most, because stress only makes things worse, and with good planning and teamwork every deadline can be met.';
    const score = (answer: string) => scoreAnswer({ lang: 'en', question, answer }).score;
    expect(score(concrete) - score(generic)).toBeGreaterThanOrEqual(15);
  });
});
