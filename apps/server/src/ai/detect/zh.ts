import { segment } from '../text/tokenize.ts';
import { byScore, cutSentences, question, statement, type ClauseVerdict, type Sentence } from './clause.ts';

/** Question words as jieba cuts them; 哪怕, 没什么, 不怎么, 或多或少 are other words and never match. */
const WH = new Set(
  (
    '什么 什么样 怎么 怎样 怎么样 如何 为什么 为何 为啥 多少 多久 多长 多大 谁 啥 咋 怎么办 干什么 做什么 ' +
    '怎么做 怎么回事 什么样子'
  ).split(' '),
);
/** Words before a question word that make it indefinite or reported ("没什么", "不管怎样", "不知道怎么"). */
const WH_NOT_AFTER = new Set(
  '没 没有 不管 无论 不论 至于 不知道 知道 不 也 随便 问 问我 问过 问过自己 在于 取决于 讨论 研究 不清楚 不明白'.split(
    ' ',
  ),
);
/** Openings of a speaker talking about themself; their question words are embedded, not asked. */
const FIRST_PERSON_OPEN = /^(那|嗯|好|那么|其实|就是|所以|然后|当时|首先|其次|最后|说实话|反正)*(我|咱)/;
/** Openings of an answer (reasons, steps, outcomes, concessions). */
const ANSWER_OPEN =
  /^(因为|所以|就是|其实|首先|其次|然后|最后|结果|主要是|主要原因|例如|当时|后来|总的来说|总之|说实话|一般来说|至于|不管|无论|不论|虽然|但是|而且|怎么说呢)/;
/** "我想了解 / 我想问 / 请问": the speaker asks indirectly. */
const INDIRECT =
  /(我们?(想|还想|很想|比较想)(了解|知道|问|请教|听听|听一下)|(我|我们)?很好奇|请问|想问一下|问一下你)/;
/** Interview prompts, possibly after 请 / 那 / 你 / 接下来 ... but never after 我. */
const PROMPT = new RegExp(
  '^(嗯|那|好|好的|那么|接下来|下面|然后|最后|另外|再|最后|那你|你|请|请你|麻烦你|你来|你先|你再|给我们|跟我们|给我|跟我|和我们|能|可以)*' +
    '(简单|详细|具体|大概|再|稍微|展开)?地?' +
    '(介绍|说说|讲讲|谈谈|聊聊|说一下|讲一下|谈一下|聊一下|说一说|讲一讲|谈一谈|聊一聊|描述|分享|解释|举个例子|举一个例子|' +
    '讲一次|说一次|讲一个|说一个|讲个|说个|' +
    '举例|分析|比较|总结|展开|回顾|评价|设计|列举|阐述|对比|估算|说明)',
);
/** Courtesies that may trail a question without changing it. */
const COURTESY = /^(好的?|嗯+|谢谢|不着急|不用着急|慢慢(说|想|来)?|没关系|别紧张|.{0,8}就(行|好|可以)了?)$/;
/** A fragment extending the question before it ("……，比如高并发的场景"). */
const CONTINUATION = /^(比如|例如|特别是|尤其是|包括|像)(?!我)/;
/** Small talk and call logistics (short utterances only). */
const SMALL_TALK =
  /(重复一下|再说一遍|再说一次|没听清|听不清|听得到|听得见|听到我|听见|看得到|看得见|声音|网络|信号|卡了|路上|顺利|吃饭|喝(口|点)?水|准备好了|开始吧|可以开始|辛苦了|天气)/;
/** "A还是B": a choice between two things (not 还是挺好的 "still quite good"). */
const EITHER_OR = /还是(?!挺|很|比较|蛮|算|有点|不错|要|会|得|应该|觉得|可以|没|不|在|有|那)/;
/** "然后呢", "那你呢", "还有呢": asks for more. */
const GO_ON = /^(那|然后|还有|接着|后来|结果|之后|那之后|其他|别的|其他的|别的呢|那后来)呢$/;
/** Asking to do something with 请 / 麻烦, whatever comes between (请用一分钟介绍一下…). */
const PLEASE_DO =
  /^(请|麻烦)(你|您)?.{0,12}?(介绍|说|讲|谈|聊|描述|分享|解释|举|分析|比较|总结|展开|回顾|评价|设计|列举|阐述|对比|估算|说明|回答|写|画|算)/;
/** "…介绍一下…" anywhere: a prompt unless the speaker does it for you (给你介绍一下). */
const DO_A_LITTLE =
  /(介绍|说|讲|谈|聊|描述|分享|解释|分析|总结|回顾|展开|阐述|说明)(一下|一说|一讲|一谈|一聊)/;
const FOR_YOU = /(给|跟|向|为|和)(你|您|大家)/;

/** A-not-A questions: 是不是, 有没有, 能不能, 可不可以, 值不值得. */
const A_NOT_A = /(\p{Script=Han})[不没]\1/u;

interface Cue {
  score: number;
  reason: string;
  /** Where the cue sits in the clause (the part after the last 你 is what is asked). */
  at: number;
}

/** The question words of a clause that really ask (not 没什么, 什么都, 不管怎样, 几乎). */
function whCue(words: string[], clause: string): Cue | undefined {
  let offset = 0;
  for (const [i, w] of words.entries()) {
    const at = offset;
    offset += w.length;
    const prev = words[i - 1] ?? '';
    const next = words[i + 1] ?? '';
    const isWh =
      WH.has(w) ||
      (w.startsWith('哪') && w !== '哪怕') ||
      (w === '多' && /^[大高远长重快深少久]$/.test(next)) ||
      (/^几[个年次种位家天月]$/.test(w) && clause.slice(0, at).includes('你'));
    if (
      !isWh ||
      WH_NOT_AFTER.has(prev) ||
      next === '都' ||
      (w === '怎么' && next === '说' && words[i + 2] === '呢')
    )
      continue;
    return { score: 0.75, reason: `question word "${w}"`, at };
  }
  return undefined;
}

/** The particle at the end: 吗/么 ask; 呢 asks with a topic; 吧 asks only about "you". */
function particleCue(words: string[], clause: string): Cue | undefined {
  const last = words[words.length - 1] ?? '';
  const at = clause.length - last.length;
  if (last === '吗' || last === '么') return { score: 0.85, reason: `ends with the particle "${last}"`, at };
  if (last === '呢') return { score: 0.6, reason: 'ends with the particle "呢"', at };
  if (last === '吧' && clause.includes('你') && !/我们|咱们/.test(clause))
    return { score: 0.6, reason: 'a "…吧" guess about "you"', at };
  if (last === '嘛' && clause.includes('你')) return { score: 0.5, reason: 'ends with "嘛" about "you"', at };
  return undefined;
}

/** All cues of a clause, strongest first. */
function cues(clause: string): Cue[] {
  const words = segment(clause);
  const found: Cue[] = [];
  const add = (c: Cue | undefined) => c && found.push(c);
  add(whCue(words, clause));
  add(particleCue(words, clause));
  const aNotA = A_NOT_A.exec(clause);
  if (aNotA && !clause.includes('没有没有'))
    add({ score: 0.8, reason: `A-not-A "${aNotA[0]}"`, at: aNotA.index });
  const whether = /是否|能否|可否|有无/.exec(clause);
  if (whether) add({ score: 0.8, reason: `"${whether[0]}"`, at: whether.index });
  const prompt = PROMPT.exec(clause) ?? PLEASE_DO.exec(clause);
  if (prompt) add({ score: 0.85, reason: `prompt "${prompt[0]}"`, at: 0 });
  const little = DO_A_LITTLE.exec(clause);
  if (little && !FOR_YOU.test(clause.slice(0, little.index)) && !/[我咱]/.test(clause.slice(0, little.index)))
    add({ score: 0.8, reason: `prompt "${little[0]}"`, at: little.index });
  const either = EITHER_OR.exec(clause);
  if (either && (lastYou(clause) >= 0 || /^(这|那)?是/.test(clause)))
    add({ score: 0.7, reason: 'a choice "A还是B"', at: either.index });
  const indirect = INDIRECT.exec(clause);
  if (indirect) add({ score: 0.85, reason: `indirect question "${indirect[0]}"`, at: indirect.index });
  // 呢 after a question word adds little; a question word asked of 你 adds a little.
  return found.sort((a, b) => b.score - a.score);
}

/** The last 你 that is a subject (not 给你/跟你/对你/让你 …), where the asked part begins. */
function lastYou(clause: string): number {
  let at = -1;
  for (const m of clause.matchAll(/你|您/g)) {
    const before = clause[(m.index ?? 0) - 1] ?? '';
    if (!'给跟向和对让帮替问'.includes(before) || !before) at = m.index ?? -1;
  }
  return at;
}

/**
 * What one Chinese clause is; `asked` when its sentence ended with a question mark, `inSelfTalk` when an
 * earlier clause of the sentence opened in the first person (我的理解是…，研发负责怎么做).
 */
export function analyzeChineseClause(clause: string, asked: boolean, inSelfTalk = false): ClauseVerdict {
  const han = clause.match(/\p{Script=Han}/gu)?.length ?? 0;
  if (!clause || COURTESY.test(clause)) return { kind: 'filler', score: 0, reason: 'filler or courtesy' };
  if (han <= 12 && SMALL_TALK.test(clause)) return statement('small talk or call logistics');
  if (GO_ON.test(clause)) return question(0.75, `"${clause}" asks for more`);
  const found = cues(clause);
  let best = found[0];
  const carried = inSelfTalk && lastYou(clause) < 0 && !/[吗呢]$/.test(clause) && !asked;
  const selfTalk = (carried || opensSelfTalk(clause)) && !INDIRECT.test(clause);
  if (best && selfTalk) {
    // "我们当时用了什么方案" asks nothing; "我们做电商你做过吗" asks after its 你; "我们为什么要录用你？", asked
    // of 你 with a question mark, asks.
    const you = lastYou(clause);
    best = asked && you >= 0 ? best : found.find((c) => you >= 0 && c.at > you);
    if (!best)
      return statement(`${found[0]?.reason ?? 'a cue'} inside a first-person statement or answer`, 0.3);
  }
  if (asked)
    return byScore(
      (best?.score ?? (selfTalk ? 0.1 : 0.3)) + 0.3,
      `${best?.reason ?? 'no cue'}, ends with "？"`,
    );
  if (best) return byScore(best.score, best.reason);
  if (CONTINUATION.test(clause))
    return { kind: 'filler', score: 0, reason: 'a fragment extending what came before' };
  if (han <= 2) return { kind: 'filler', score: 0.05, reason: 'too short to decide' };
  return statement(selfTalk ? 'a first-person statement or answer' : 'no question cue');
}

/** The clause opens like a speaker talking about themself or answering. */
export function opensSelfTalk(clause: string): boolean {
  return FIRST_PERSON_OPEN.test(clause) || ANSWER_OPEN.test(clause);
}

/** Verdicts of a sentence's clauses; first-person talk carries over to later clauses without 你. */
export function analyzeChineseSentence(sentence: Sentence, asked: boolean): ClauseVerdict[] {
  const { clauses } = sentence;
  const first = clauses[0] ?? '';
  // "然后呢，这个问题…" asks for more: it opens no answer.
  const selfTalk = opensSelfTalk(first) && !INDIRECT.test(first) && !GO_ON.test(first);
  return clauses.map((c, i) => analyzeChineseClause(c, asked && i === clauses.length - 1, selfTalk && i > 0));
}

/** Clauses of a sentence: cut at commas, spaces and after a 吗/呢 that more words follow. */
function clausesOf(sentence: string): string[] {
  return (
    sentence
      // A space beside a Latin word or a number is word spacing ("用 redis 而不是"), not a pause.
      .replace(/(?<=[A-Za-z0-9])\s+(?=\p{Script=Han})|(?<=\p{Script=Han})\s+(?=[A-Za-z0-9])/gu, '')
      .replace(/([吗呢])(?=\p{Script=Han})/gu, '$1\n')
      .split(/[，,、\s…～~]+/u)
      .map((c) => c.replace(/[。！？!?；;：:“”"'‘’（）()]/g, '').trim())
      .filter(Boolean)
  );
}

/** Sentences at 。？！； (and their ASCII forms). */
export function chineseSentences(text: string): Sentence[] {
  return cutSentences(text, /[。？！；?!;]+|\n+/g, clausesOf);
}
