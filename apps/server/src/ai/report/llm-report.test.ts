import { reportSchema, type Lang } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { useModelFake } from '../../../test/model-fake.ts';
import { streamReply, type FakeReply } from '../../../test/openai-fake.ts';
import { buildReport, type ReportInput, type ReportRound } from './build-report.ts';
import { composeReport } from './llm-report.ts';

const QUESTION = {
  en: 'Tell me about a backend service you owned end to end. What metric did you improve, and how did you prove it?',
  zh: '请介绍一个你端到端负责过的后端服务：你改进了哪个指标？你是怎么证明的？',
};
const KEY_POINTS = {
  en: [
    'Names the service, its traffic scale and the specific metric with a baseline',
    'Explains how the bottleneck was diagnosed (profiling, tracing, slow-query logs) rather than guessed',
    'Shows measured before/after numbers and how regressions were guarded (dashboards, alerts, load tests)',
  ],
  zh: [
    '说明服务、流量规模和具体指标及其基线',
    '讲清如何通过性能分析、链路追踪或慢查询日志定位瓶颈',
    '给出改进前后的数字，以及如何防止回退',
  ],
};
const STRONG = {
  en:
    'At my last company I owned the payment service, about 3,000 requests per second, and its error rate was 2%. ' +
    'I traced the failures with tracing and slow-query logs to a Kafka consumer lag, so I added partitions and ' +
    'batched the writes. As a result the error rate went from 2% to 0.1%, and we added a dashboard and alerts.',
  zh: '我负责支付服务，每秒约3000个请求，错误率是2%。我用链路追踪和慢查询日志定位到Kafka消费积压，于是加了分区并批量写入。结果错误率从2%降到0.1%，还加了监控看板和告警。',
};
const WEAK = {
  en: 'Um, I worked on it, like, a lot, you know, and um it was fine.',
  zh: '嗯，那个，就是做了一些，嗯，还行。',
};

const input = (lang: Lang, rounds = 4): ReportInput => ({
  lang,
  rounds: Array.from({ length: rounds }, (_, i): ReportRound => ({
    question: QUESTION[lang],
    answer: i % 2 ? WEAK[lang] : STRONG[lang],
    keyPoints: KEY_POINTS[lang],
    frameType: 'star',
    competency: 'coding',
  })),
  competencies: [{ key: 'coding', name: lang === 'zh' ? '编码' : 'Coding', weight: 1 }],
});

/** What a model writes for `n` answers, wrapped in a markdown fence as models often do, in a few deltas. */
function modelReply(n: number, words: { feedback: string; tip: string; summary: string }): FakeReply {
  const json = JSON.stringify({
    answers: Array.from({ length: n }, (_, i) => ({
      index: i + 1,
      feedback: `${words.feedback} ${i + 1}`,
      suggestions: [`${words.tip} ${i + 1}`],
    })),
    summary: words.summary,
    suggestions: [words.tip],
  });
  const text = `\`\`\`json\n${json}\n\`\`\``;
  return streamReply([text.slice(0, 40), text.slice(40, 200), text.slice(200)]);
}

const model = useModelFake();
const { chat, prompt } = model;

describe('reports written by a model', () => {
  it('keeps every measured score and takes the feedback, advice and summary from the model (engine llm)', async () => {
    const offline = buildReport(input('en'));
    const words = {
      feedback: 'You named the metric in answer',
      tip: 'Open with the baseline in answer',
      summary: 'A promising interview.',
    };
    model.fake.reply(modelReply(4, words));
    const report = await composeReport(input('en'), chat());
    expect(reportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({
      engine: 'llm',
      status: 'ready',
      overall: offline.overall,
      competencies: offline.competencies,
      summary: 'A promising interview.',
    });
    expect(report.answers.map((a) => [a.score, a.signals, a.missedKeyPoints])).toEqual(
      offline.answers.map((a) => [a.score, a.signals, a.missedKeyPoints]),
    );
    expect(report.answers[1]?.feedback).toBe('You named the metric in answer 2');
    expect(report.answers[1]?.suggestions.map((s) => s.text)).toEqual(['Open with the baseline in answer 2']);
    expect(report.suggestions.map((s) => s.text)).toEqual(['Open with the baseline in answer']);
  });

  it('grounds the model on the measured scores, the key points covered and missed, and the answer', async () => {
    const offline = buildReport(input('en'));
    const weak = offline.answers[1];
    model.fake.reply(modelReply(4, { feedback: 'f', tip: 't', summary: 's' }));
    await composeReport(input('en'), chat());
    const { user } = prompt();
    expect(user).toContain(`Overall score: ${offline.overall}/100`);
    expect(user).toContain(`Answer 2, score ${weak?.score}/100`);
    expect(user).toContain(`Key-point coverage ${weak?.signals.coverage?.toFixed(2)}`);
    expect(user).toContain(`Key points missed:\n- ${KEY_POINTS.en[0]}`);
    expect(user).toContain(WEAK.en);
    expect(user).toContain(STRONG.en);
  });

  it('tells the model, and the candidate first, when an answer was told for another question', async () => {
    const conflict = {
      question: 'Tell me about a disagreement with a teammate. How did you resolve it?',
      answer: STRONG.en,
      keyPoints: [
        'Describes what each side wanted and why they disagreed',
        'Shows listening to the other view and finding common ground (data, a trial, a compromise)',
        'Explains how it was settled and how the working relationship went afterwards',
      ],
      elsewhere: [{ question: QUESTION.en, keyPoints: KEY_POINTS.en }],
    };
    const asked = input('en');
    asked.rounds[2] = conflict;
    const offline = buildReport(asked);
    expect(offline.answers[2]?.suggestions[0]).toMatchObject({
      key: 'report:suggestion.otherQuestion',
      params: { question: QUESTION.en },
    });
    // Told for its own question the same answer is no such case, and scores higher.
    expect(offline.answers[0]?.suggestions.map((x) => x.key)).not.toContain(
      'report:suggestion.otherQuestion',
    );
    expect(offline.answers[2]?.score).toBeLessThan((offline.answers[0]?.score ?? 0) / 2);
    model.fake.reply(modelReply(4, { feedback: 'f', tip: 't', summary: 's' }));
    await composeReport(asked, chat());
    expect(prompt().user).toContain(
      `The answer fits another question far better (its score was lowered): "${QUESTION.en}"`,
    );
  });

  it('asks in Chinese for a Chinese report', async () => {
    const offline = buildReport(input('zh'));
    model.fake.reply(
      modelReply(4, { feedback: '你说清了指标，第', tip: '先给出基线，第', summary: '整体不错。' }),
    );
    const report = await composeReport(input('zh'), chat());
    expect(report).toMatchObject({ engine: 'llm', summary: '整体不错。' });
    const { system, user } = prompt();
    expect(system).toMatch(/面试教练/);
    expect(user).toContain(`第 2 个回答，得分 ${offline.answers[1]?.score}/100`);
    expect(user).toContain('未覆盖的要点');
    expect(`${system}\n${user}`).not.toMatch(/Key points|Overall score|coach/);
  });

  it.each<[string, FakeReply]>([
    ['a 500', { type: 'error', status: 500 }],
    ['malformed JSON', streamReply(['{"answers": [{"index": 1, "feedback": "Good', ' start"'])],
    ['JSON that leaves out an answer', modelReply(3, { feedback: 'f', tip: 't', summary: 's' })],
    ['JSON of another shape', streamReply([JSON.stringify({ report: 'Great job overall!' })])],
  ])('falls back to the offline report (engine offline) on %s', async (_, reply) => {
    model.fake.fallback = () => reply;
    const report = await composeReport(input('en'), chat());
    expect(report).toEqual(buildReport(input('en')));
    expect(report.engine).toBe('offline');
    expect(model.fake.requests.length).toBeGreaterThan(0);
  });

  it("asks nothing for a report of 3 rounds or fewer ('none'), nor without a model", async () => {
    expect(await composeReport(input('en', 3), chat())).toMatchObject({ status: 'none', engine: 'offline' });
    expect(await composeReport(input('en'), null)).toEqual(buildReport(input('en')));
    expect(model.fake.requests).toHaveLength(0);
  });
});
