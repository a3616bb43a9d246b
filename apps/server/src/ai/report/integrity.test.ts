import { describe, expect, it } from 'vitest';
import { buildReport } from './build-report.ts';
import { redFlags } from './integrity.ts';
import { scoreAnswer } from './score-answer.ts';

const QUESTION_EN = 'You find a wrong figure in a client deck that went out yesterday. What do you do?';
const QUESTION_ZH = '你发现昨天发给客户的报告里有一个数据错了，你会怎么处理？';

describe('redFlags', () => {
  it('hears the candidate proposing to hide a mistake or skip a control (en)', () => {
    expect(
      redFlags(
        "First I'd quietly correct the number in our copy so the team isn't embarrassed.",
        QUESTION_EN,
        'en',
      ),
    ).toEqual(['quietly correct']);
    expect(
      redFlags("The release was late, so I'd skip the tests and ship it that night.", QUESTION_EN, 'en'),
    ).toEqual(["I'd skip the tests"]);
    expect(
      redFlags("Honestly I didn't tell the client, the difference was small.", QUESTION_EN, 'en'),
    ).toEqual(["I didn't tell the client"]);
  });

  it('hears a report held back or customers silenced (en)', () => {
    expect(
      redFlags(
        "Second, I'd ask her not to file it as an incident, it would slow us down.",
        QUESTION_EN,
        'en',
      ),
    ).toEqual(['ask her not to file']);
    expect(redFlags("Then I'd delete the negative comments before they spread.", QUESTION_EN, 'en')).toEqual([
      'delete the negative comments',
    ]);
    expect(
      redFlags("I would never delete the negative comments; I'd answer them.", QUESTION_EN, 'en'),
    ).toEqual([]);
  });

  it.each<[string, string[]]>([
    [
      'I told the parents the course was nearly full, which was not really true.',
      ['which was not really true'],
    ],
    [
      "Even if that's not exactly true today, engineering can build it later.",
      ["Even if that's not exactly true"],
    ],
    ['So I had the order form backdated to March and booked it that week.', ['backdated']],
    ['We added the free hours in a side letter so the contract looked standard.', ['side letter']],
    [
      'I bought a batch of 2,000 followers to make the launch look busy.',
      ['bought a batch of 2,000 followers'],
    ],
    [
      "I'd split the order into three invoices under the approval limit.",
      ['split the order into three invoices under the approval limit'],
    ],
    ['Frankly my boss is completely useless, so I want out.', ['my boss is completely useless']],
    ["And I'd take my customer list with me when I move.", ['take my customer list with me']],
    // Refusing an untruth, a fraud others commit, and a question raised later are no such acts.
    ["I wouldn't say that to a parent, because it's not true.", []],
    ['Watch for customers splitting under thresholds and report it.', []],
    ["I didn't raise it on the team call; I asked him afterwards, one to one.", []],
    ['I would never backdate a contract, whatever the target.', []],
  ])(
    'hears an untruth, a backdated or side deal, bought traction, split limits, a trashed employer: "%s"',
    (answer, flags) => {
      expect(redFlags(answer, QUESTION_EN, 'en')).toEqual(flags);
    },
  );

  it('lets an answer reject the act, or describe it without doing it (en)', () => {
    expect(
      redFlags('Rather than quietly fixing it, I called my manager and then the client.', QUESTION_EN, 'en'),
    ).toEqual([]);
    expect(redFlags('I would never skip the tests for a deadline.', QUESTION_EN, 'en')).toEqual([]);
    // Nobody in the sentence does it: the answer explains why it is wrong.
    expect(
      redFlags(
        'Changing a signed-off file without telling anyone breaks the audit trail.',
        QUESTION_EN,
        'en',
      ),
    ).toEqual([]);
  });

  it('hears the same acts in Chinese, and lets a negation or the question itself take them back', () => {
    expect(redFlags('我会先悄悄把报告里的数字改掉，再看客户有没有发现。', QUESTION_ZH, 'zh')).toEqual([
      '悄悄',
    ]);
    expect(redFlags('影响不大，所以我不会主动通知客户。', QUESTION_ZH, 'zh')).toEqual(['不会主动通知']);
    expect(redFlags('为了赶上线，我直接跳过了测试。', QUESTION_ZH, 'zh')).toEqual(['跳过了测试']);
    expect(redFlags('错的不多，我没有告诉主管，自己改完就算了。', QUESTION_ZH, 'zh')).toEqual([
      '没有告诉主管',
    ]);
    expect(redFlags('为了不让审计注意到，我把调整拆成了几笔。', QUESTION_ZH, 'zh')).toEqual([
      '不让审计注意到',
    ]);
    expect(redFlags('先把状态标成已修复，应付这次合规检查。', QUESTION_ZH, 'zh')).toEqual([
      '应付这次合规检查',
    ]);
    expect(redFlags('我跟家长说只剩两个名额了，其实并不是真的。', QUESTION_ZH, 'zh')).toEqual([
      '其实并不是真的',
    ]);
    expect(redFlags('目标差一点，我就让客户把合同倒签到十二月。', QUESTION_ZH, 'zh')).toEqual(['倒签']);
    expect(redFlags('最后一周我买了一批注册量，按时完成了指标。', QUESTION_ZH, 'zh')).toEqual([
      '买了一批注册量',
    ]);
    expect(redFlags('我把这笔贷款拆成两笔都放在支行权限内审批。', QUESTION_ZH, 'zh')).toEqual([
      '拆成两笔都放在支行权限内',
    ]);
    expect(redFlags('我们绝不刷单，评价都是真实买家写的。', QUESTION_ZH, 'zh')).toEqual([]);
    expect(redFlags('竞品在刷单，我们就把证据交给了平台。', QUESTION_ZH, 'zh')).toEqual([]);
    expect(redFlags('我没有想着自己悄悄改掉，而是马上告诉了主管和客户。', QUESTION_ZH, 'zh')).toEqual([]);
    // Someone else's act is a cause the answer explains, not the candidate's choice.
    expect(redFlags('差异的原因是采购退货时，对方仓库没走退货流程。', QUESTION_ZH, 'zh')).toEqual([]);
    expect(
      redFlags(
        '我会解释绕过流水线的风险，再给出加急评审的方案。',
        'CEO 要你绕过流水线直接发布，你会怎么做？',
        'zh',
      ),
    ).toEqual([]);
  });
});

describe('a red flag in an answer', () => {
  const honest =
    'I would tell my manager within the hour, send the client a corrected deck with the changed figure marked, ' +
    'explain in two lines what was wrong and why, and then add a check of every figure against the model before ' +
    'anything goes out. Last year I did exactly that with a pricing table, and the client thanked us for it.';
  const hiding =
    'I would quietly correct the figure in the shared folder so the client sees the right number next time, ' +
    'and I would not make a big deal of it with my manager, because it was small. Then I would add a check of ' +
    'every figure against the model before anything goes out. Last year I did exactly that with a pricing table.';

  it('halves the score, comes first in the advice, and leads the report', () => {
    const ok = scoreAnswer({ lang: 'en', question: QUESTION_EN, answer: honest });
    const flagged = scoreAnswer({ lang: 'en', question: QUESTION_EN, answer: hiding });
    expect(ok.redFlags).toEqual([]);
    expect(flagged.redFlags).toEqual(['quietly correct']);
    expect(flagged.score).toBeLessThan(ok.score / 2 + 5);
    expect(flagged.suggestions[0]).toEqual({
      key: 'report:suggestion.redFlag',
      params: { quote: 'quietly correct' },
    });

    const rounds = [honest, hiding, honest, honest].map((answer) => ({ question: QUESTION_EN, answer }));
    const report = buildReport({ lang: 'en', rounds });
    expect(report.suggestions[0]?.key).toBe('report:overall.redFlag');
    expect(report.suggestions[0]?.text).toContain('1 of 4');
    expect(report.answers[1]?.suggestions[0]?.text).toContain('quietly correct');
  });
});
