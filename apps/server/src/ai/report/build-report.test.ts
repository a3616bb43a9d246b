import { reportSchema } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { buildReport, type ReportRound } from './build-report.ts';

const STRONG =
  'At my last company I owned the payment service, about 3,000 requests per second. My goal was to cut errors. ' +
  'I traced the failures to a Kafka consumer lag, so I added partitions and batched the writes, because the ' +
  'database was the bottleneck. As a result the error rate went from 2% to 0.1% and latency fell by 40%.';
const WEAK = 'Um, I worked on it, like, a lot, you know, and um it was fine.';

const round = (answer: string, competency?: string): ReportRound => ({
  question: 'Tell me about a backend service you owned. What metric did you improve?',
  answer,
  frameType: 'star',
  ...(competency ? { competency } : {}),
});

const COMPETENCIES = [
  { key: 'coding', name: 'Coding', weight: 0.6 },
  { key: 'communication', name: 'Communication', weight: 0.4 },
  { key: 'design', name: 'System design', weight: 0.2 },
];

describe('buildReport', () => {
  it("is 'none' with 3 rounds or fewer (empty answers not counted), and scores nothing", () => {
    const r = buildReport({ lang: 'en', rounds: [round(STRONG), round(STRONG), round(STRONG), round('  ')] });
    expect(r.status).toBe('none');
    expect(r.rounds).toBe(3);
    expect(r.overall).toBeNull();
    expect(r.answers).toEqual([]);
    expect(r.engine).toBe('offline');
  });

  it("is 'ready' with 4 rounds, a valid shared Report with one entry per answer", () => {
    const r = buildReport({ lang: 'en', rounds: [round(STRONG), round(WEAK), round(STRONG), round(WEAK)] });
    expect(reportSchema.parse(r)).toEqual(r);
    expect(r.status).toBe('ready');
    expect(r.engine).toBe('offline');
    expect(r.answers.map((a) => a.index)).toEqual([1, 2, 3, 4]);
    expect(r.answers[0]?.score).toBeGreaterThan(r.answers[1]?.score ?? 100);
  });

  it('weights competencies by the position model, and leaves unanswered ones null', () => {
    const rounds = [
      round(STRONG, 'coding'),
      round(STRONG, 'coding'),
      round(WEAK, 'communication'),
      round(WEAK, 'communication'),
    ];
    const r = buildReport({ lang: 'en', rounds, competencies: COMPETENCIES });
    const [coding, communication, design] = r.competencies;
    expect(design).toMatchObject({ key: 'design', score: null, answers: 0 });
    expect(coding?.answers).toBe(2);
    const c = coding?.score as number;
    const m = communication?.score as number;
    expect(c).toBeGreaterThan(m);
    // design has no answered round, so only coding (0.6) and communication (0.4) weigh in.
    expect(r.overall).toBe(Math.round((0.6 * c + 0.4 * m) / 1.0));
    const swapped = buildReport({
      lang: 'en',
      rounds,
      competencies: [
        { key: 'coding', name: 'Coding', weight: 0.2 },
        { key: 'communication', name: 'Communication', weight: 0.8 },
      ],
    });
    expect(swapped.overall).toBeLessThan(r.overall as number);
  });

  it('gives concrete overall advice with counts, in the requested language', () => {
    const rounds = [round(WEAK), round(WEAK), round(WEAK), round(STRONG)];
    const en = buildReport({ lang: 'en', rounds });
    const texts = en.suggestions.map((s) => s.text);
    expect(texts).toContain('Add a measurable result: 3 of 4 answers had no number.');
    expect(texts.some((t) => t.startsWith("Cut filler words: 'um' 6 times"))).toBe(true);
    const zh = buildReport({
      lang: 'zh',
      rounds: rounds.map((r) => ({
        ...r,
        question: '请介绍一个你负责的服务。',
        answer:
          r.answer === WEAK
            ? '嗯，那个，就是做了一些，嗯，还行。'
            : '我负责支付服务，目标是降低错误率。我先定位到Kafka积压，然后加了分区。结果错误率从2%降到0.1%。',
      })),
    });
    expect(zh.suggestions[0]?.text).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.suggestions.map((s) => s.text)).toContain('补充可量化的结果：4 个回答中有 3 个没有任何数字。');
    expect(zh.answers[0]?.suggestions.every((s) => /[\u4e00-\u9fff]/.test(s.text))).toBe(true);
  });
});
