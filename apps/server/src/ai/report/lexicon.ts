import type { Lang } from '@offerpilot/shared';

/**
 * Filler words as they are reported, each with the pattern that finds it in a transcript. Words that are also
 * ordinary words (like, 那个, 就是) count only where speech uses them as fillers: next to a pause mark or
 * another filler.
 */
export const FILLERS: Record<Lang, { word: string; pattern: RegExp }[]> = {
  en: [
    { word: 'um', pattern: /\b(?:um+|umm+|erm)\b/gi },
    { word: 'uh', pattern: /\b(?:uh+|er)\b(?!-)/gi },
    { word: 'like', pattern: /\blike(?=\s*,)|(?<=\b(?:um|uh),?\s)like\b/gi },
    { word: 'you know', pattern: /\byou know\b(?!\s+(?:how|what|that|why|where|when|who|which)\b)/gi },
    { word: 'basically', pattern: /\bbasically\b/gi },
    { word: 'actually', pattern: /\bactually\b/gi },
    { word: 'sort of', pattern: /\bsort of\b/gi },
    { word: 'kind of', pattern: /(?<!\b(?:what|this|that|the|any|some|which|a|one|every)\s)\bkind of\b/gi },
    { word: 'I mean', pattern: /\bI mean\b/g },
  ],
  zh: [
    { word: '嗯', pattern: /嗯/g },
    { word: '呃', pattern: /呃/g },
    { word: '怎么说呢', pattern: /怎么说呢/g },
    { word: '对吧', pattern: /对吧/g },
    { word: '那个', pattern: /(?:^|[，,。、；;！!？?\s嗯呃])那个(?=[，,、\s嗯呃]|就是)/g },
    { word: '就是', pattern: /(?:^|[，,。、；;！!？?\s嗯呃])就是(?=[，,、\s嗯呃]|那个|说)/g },
    { word: '然后', pattern: /然后(?=[，,、\s嗯呃]|就|那个)/g },
    { word: '其实', pattern: /其实(?=[，,、\s嗯呃])/g },
  ],
};

/** Empty phrases that sound impressive and say nothing checkable; they lower specificity. */
export const BUZZWORDS: Record<Lang, RegExp> = {
  en: /\b(?:leverag(?:e|ed|ing)|synerg(?:y|ies)|best practices?|data-driven|end[- ]to[- ]end ownership|cross-functional(?:ly)?|think(?:ing)? outside the box|passionate|go-getter|team player|detail-oriented|results-oriented|value-add|move the needle|closed? the loop|shift(?:ing)? left|empower(?:ing|ment)?|seamless|delightful|world-class|scalable and performant|growth mindset|hard-working|quick learner|learning experience)\b/gi,
  zh: /赋能|闭环|抓手|降本增效|最佳实践|高内聚低耦合|主观能动性|深耕|一站式|合作共赢|全链路|打通|保驾护航|积极向上|吃苦耐劳|抗压能力|团队合作精神|责任心|学习能力强|不断成长|总结经验|持续优化|尽力而为|智能化|标准化/g,
};

/** Cue patterns of each part of an answer frame. A part counts as present when any of its cues matches. */
export type FramePart =
  | 'situation'
  | 'task'
  | 'action'
  | 'result'
  | 'approach'
  | 'reasoning'
  | 'measures'
  | 'example'
  | 'assess'
  | 'act'
  | 'communicate'
  | 'followUp';

const NUMBER_RESULT_EN =
  /(?<![\d,.])\d[\d,.]*\s*(?:%|percent|x\b|times\b|ms\b|milliseconds|seconds|minutes|hours|days|weeks|k\b|million|billion)/i;
const NUMBER_RESULT_ZH =
  /(?<![\d,.])\d[\d,.]*\s*(?:%|倍|毫秒|秒|分钟|小时|天|周|个月|万|亿|个百分点)|(?<![一二两三四五六七八九十百千万])[一二两三四五六七八九十百千万]+(?:倍|成|个百分点)/;

export const FRAME_CUES: Record<Lang, Record<FramePart, RegExp[]>> = {
  en: {
    situation: [
      /\b(?:at my (?:last|previous|current) (?:company|job|team|internship)|in my (?:last|previous|current|first|second) (?:role|job|team|company|internship|year)|during my internship|last (?:year|quarter|month)|in (?:19|20)\d\d|when I (?:was|worked|joined)|the (?:problem|situation|context|challenge) was|we had|there was a|one time|in my (?:course|school|university) project)\b/i,
    ],
    task: [
      /\b(?:my (?:task|goal|job|role|responsibility) (?:was|were)|I was (?:responsible|in charge|asked|tasked)|I owned|I led|I took (?:the|on|over)|the (?:goal|target|task) was|I (?:had|needed) to|I promised|target (?:of|was))\b/i,
    ],
    action: [
      /\bI (?:\w+ed|built|wrote|made|took|ran|set|found|chose|brought|got|did|gave|sent|drove|met|kept|split|cut|led|began|started|spoke|told|asked|went|rewrote|dug|saw|broke|shipped)\b/i,
      /\b(?:so I|first I|then I|I decided to|I started (?:by|to)|we (?:added|built|moved|switched|introduced|rolled|rewrote|changed|replaced))\b/i,
    ],
    result: [
      /\b(?:as a result|the result|resulted in|in the end|ended up|outcome|went (?:from|down|up)|dropped (?:from|to|by)|(?:reduced|increased|improved|cut|raised|grew|saved|lowered) (?:it |the \w+ )?(?:from|to|by)|from [\w$.,%]+ to [\w$.,%]+|since then|afterwards)\b/i,
      NUMBER_RESULT_EN,
    ],
    approach: [
      /\b(?:I(?:'d| would)|we(?:'d| would)|I use|we use|the approach|first(?:ly)?|then|next|finally|start(?:ing)? (?:with|from|by)|step one|design(?:ed)? it|the idea is)\b/i,
    ],
    reasoning: [
      /\b(?:because|since|trade-?offs?|instead of|rather than|the downside|the cost is|depends on|so that|which means|that's why|the reason|therefore|otherwise|the risk is|at the expense of|versus|vs\.?)\b/i,
    ],
    measures: [
      /\bO\([^)]{1,12}\)|\b(?:complexity|latency|throughput|memory|p9\d|qps|ms|milliseconds|per second|percent|ratio|rate|metric|cost per|budget)\b/i,
      /(?<![\d,.])\d[\d,.]*\s*%/,
    ],
    example: [
      /\b(?:for example|for instance|e\.g\.|such as|say,|let's say|in my last|in a similar|imagine|like when|in one (?:project|case))\b/i,
    ],
    assess: [
      /\b(?:check|confirm|verify|find out|investigate|understand|clarify|assess|quantify|look at|pull up|reproduce|diagnose|dig into|compare)\w*\b/i,
    ],
    act: [
      /\b(?:I(?:'d| would) (?:\w+)|first(?:ly)?,|then,? I|next,? I|step one|immediately|right away|in parallel)\b/i,
    ],
    communicate: [
      /\b(?:tell|inform|escalat|notif|updat|call|talk to|speak (?:to|with)|bring (?:in|it to)|page|loop in|report(?:ed)? to|communicat|reach out|contact|message|status page|email|sync)\w*\b/i,
    ],
    followUp: [
      /\b(?:afterwards|after(?:wards)? the|post-mortem|postmortem|retro(?:spective)?|prevent|so it doesn'?t (?:happen|recur)|going forward|next time|follow(?:ed)? up|checklist|review(?:ed)? (?:it|the|our)|lessons?|root cause|from then on|since then)\b/i,
    ],
  },
  zh: {
    situation: [
      /当时|那时|去年|前年|有一次|之前在|在.{0,12}(?:公司|实习|项目|团队|期间)|背景|大[一二三四]的时候|研究生期间|我们(?:有|做过|遇到)/,
    ],
    task: [/任务|目标|负责|我需要|要求我|承诺|指标是|KPI/],
    action: [
      /我(?:先|首先|就|马上|立刻|直接|决定|负责|做了|把|用|写|加|改|拆|查|找|联合|设计|推动|带|组织|提出|下载|调)|于是|接着|随后|第一步/,
    ],
    result: [
      /结果|最终|最后|上线后|之后|提升了|提高了|降低了|降到|下降|增长|节省|减少了|达到|涨到|翻了|从.{1,15}(?:降|提|涨|增|变)/,
      NUMBER_RESULT_ZH,
    ],
    approach: [/我会|首先|第一|方案|思路|采用|可以用|用.{1,10}来|先.{1,10}再|分为|拆成|步骤/],
    reasoning: [
      /因为|所以|而不是|代价|权衡|取舍|取决于|否则|好处是|缺点是|风险是|为了|这样.{0,6}(?:可以|就|才)|相比/,
    ],
    measures: [/复杂度|O\(|延迟|耗时|吞吐|内存|QPS|P9\d|指标|比例|占比|转化率|成本|预算|毫秒|\d\s*%/],
    example: [/比如|例如|举个例子|举例|之前我们|我之前|像.{1,8}这样|假设/],
    assess: [/核实|确认|核查|了解|弄清|搞清|分析|排查|查看|检查|评估|量化|复现|判断|看一下|调查/],
    act: [/我会|首先|第一|马上|立即|立刻|第一时间|然后|接着|同时|先/],
    communicate: [
      /告知|告诉|汇报|报告|沟通|同步|通知|上报|反映|联系|说明|请.{1,6}(?:决定|帮忙|协助)|拉.{0,4}群/,
    ],
    followUp: [/之后|事后|复盘|避免|防止|预防|再次发生|以后|后续|跟进|回访|改进|流程|检查项|清单/],
  },
};

/** The parts each frame expects, with how much each counts toward structure. */
export const FRAME_PARTS: Record<'star' | 'technical' | 'situational', [FramePart, number][]> = {
  star: [
    ['situation', 0.2],
    ['task', 0.15],
    ['action', 0.3],
    ['result', 0.35],
  ],
  technical: [
    ['approach', 0.3],
    ['reasoning', 0.3],
    ['measures', 0.2],
    ['example', 0.2],
  ],
  situational: [
    ['assess', 0.3],
    ['act', 0.25],
    ['communicate', 0.25],
    ['followUp', 0.2],
  ],
};
