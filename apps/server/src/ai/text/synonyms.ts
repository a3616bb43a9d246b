import { stemmer } from 'stemmer';

// Words interviewers use for the same thing. Retrieval adds a query word's fellows at a lower weight, so
// "a mistake you spotted" still finds "an error you caught". General interview and business vocabulary,
// written for this project; one group a line, English only (Chinese paraphrases share characters, which
// the bigram terms catch).
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
production manufacturing factory
cost expense spend spending
revenue sales income
discount rebate markdown
launch release ship rollout
incident outage
handle deal manage respond tackle cope
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
proud best
prove show demonstrate justify
explain present communicate
`;

const table = new Map<string, string[]>();
for (const line of GROUPS.trim().split('\n')) {
  const stems = [...new Set(line.split(/\s+/).map((w) => stemmer(w)))];
  for (const s of stems)
    table.set(s, [...new Set([...(table.get(s) ?? []), ...stems.filter((x) => x !== s)])]);
}

/** The stems that mean nearly the same as a stemmed English term (empty when none). */
export function synonymsOf(term: string): readonly string[] {
  return table.get(term) ?? [];
}
