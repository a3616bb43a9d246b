import { stemmer } from 'stemmer';

// Words interviewers use for the same thing. Retrieval adds a query word's fellows at a lower weight, so
// "a mistake you spotted" still finds "an error you caught". General interview and business vocabulary,
// written for this project; one group a line. English words are stemmed; Chinese groups (ZH_GROUPS) hold the
// words jieba cuts, for the words paraphrases change (shared characters are caught by the bigram terms).
const GROUPS = `
mistake error bug defect fault slip blunder
catch spot notice discover detect uncover identify find
boss manager supervisor superior
colleague coworker teammate peer
customer client buyer consumer
conflict disagree disagreement dispute argument clash tension
contradict against contrary disagree
deadline due
prioritise prioritize triage priority
plan organise organize arrange schedule
improve increase boost raise grow lift optimise optimize
reduce cut decrease lower shrink
fail failure flop setback
persuade convince influence
feedback criticism critique
learn pick ramp study master
intuition gut instinct hunch
data number figure metric analytics statistic
purchasing procurement buying sourcing
manufacturing manufacture factory
cost expense spend spending
revenue sales income
discount rebate markdown
launch release ship rollout
incident outage
handle deal manage respond tackle cope react
hard difficult tough challenging
angry upset furious unhappy frustrated emotional
competitor rival
hire recruit
quit leave resign
goal target objective quota
survey questionnaire
inactive dormant lapsed churned
refund reimburse
shop store merchant
quickly fast rapidly
proud proudest best
achievement accomplishment
prove show demonstrate justify
explain present communicate
resume cv
pay payment
pressure stress
resolve solve settle
rely lean
pen ballpoint biro
evaluate assess judge gauge
assistant helper copilot chatbot
decide decision
shortener shorten bitly tinyurl
`;

const ZH_GROUPS = `
冲突 矛盾 分歧 争执 不合 摩擦 不一致 吵架 吵起来 争吵 闹翻
同事 队友 同伴
领导 上级 主管 老板 上司
压力 紧张
紧迫 很紧 紧急
截止 期限 deadline
应对 应付 调节 缓解 处理
简历 履历
岗位 职位
失败 搞砸 失利 挫败 挫折
错误 失误 差错 犯错 出错
改进 改善 提升 提高 优化
保证 保障 确保
建立 搭建 构建
几千 数千 上千
顾客 客户
学会 掌握 上手 熟悉
指导 辅导 培养
带领 带
变差 下降 下滑 恶化
交付 出稿 交稿
拿到 接到 收到
返利 返点
分层 分群
防范 防 防止 预防
经销商 代理商 分销商
`;

const table = new Map<string, string[]>();
const groups = [
  ...GROUPS.trim()
    .split('\n')
    .map((line) => line.split(/\s+/).map((w) => stemmer(w))),
  ...ZH_GROUPS.trim()
    .split('\n')
    .map((line) => line.split(/\s+/)),
];
for (const group of groups) {
  const stems = [...new Set(group)];
  for (const s of stems)
    table.set(s, [...new Set([...(table.get(s) ?? []), ...stems.filter((x) => x !== s)])]);
}

/** Each term's group representative: the first word of the first group it is in. */
const representative = new Map<string, string>();
for (const group of groups) {
  const first = group[0];
  if (first) for (const s of group) if (!representative.has(s)) representative.set(s, first);
}

/** One spelling for a term and its synonyms (the first word of its group), so that sets of terms compare. */
export function canonicalOf(term: string): string {
  return representative.get(term) ?? term;
}

/** The terms that mean nearly the same as a stemmed English term or a Chinese word (empty when none). */
export function synonymsOf(term: string): readonly string[] {
  return table.get(term) ?? [];
}
