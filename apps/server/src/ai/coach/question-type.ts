import type { Lang } from '@offerpilot/shared';

/** What kind of question was asked, which decides the answer frame when the bank holds no such question. */
export const QUESTION_TYPES = [
  'selfIntroduction',
  'motivation',
  'strengthsWeaknesses',
  'salary',
  'questionsForInterviewer',
  'behavioural',
  'concept',
  'design',
  'estimate',
  'situational',
  'other',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

type Rules = [QuestionType, RegExp][];

/** English rules, tried in order on lower-cased text: the specific kinds before the broad ones. */
const EN: Rules = [
  [
    'selfIntroduction',
    /\b(?:tell|walk) (?:me|us) (?:a (?:little|bit) )?(?:more )?(?:about|through) (?:yourself|your ?self|your background)\b|\bintroduc(?:e|ing) yourself\b|\bself[- ]introduction\b/,
  ],
  [
    'questionsForInterviewer',
    /\bquestions? (?:for|to ask) (?:me|us|the team)\b|\banything (?:you(?:'d| would) like|else you want) to ask\b|\bdo you have any questions\b/,
  ],
  [
    'salary',
    /\bsalary\b|\bcompensation\b|\bpay (?:expectations?|range)\b|\bexpected (?:pay|package)\b|\bhow much (?:do|would) you (?:expect|want)\b|\bwhen (?:can|could) you start\b|\bnotice period\b/,
  ],
  [
    'strengthsWeaknesses',
    /\bweakness(?:es)?\b|\bweak (?:points?|spots?|areas?)\b|\bshortcomings?\b|\bstrengths?\b|\bwhy should we (?:hire|choose|pick) you\b|\bareas? (?:for|of) improvement\b|\bwhat makes you (?:a good|the right|stand out)\b/,
  ],
  [
    'motivation',
    /\bwhy (?:do you want|would you like|are you interested|did you apply|are you applying|are you looking|are you leaving|are you thinking|did you leave|do you want to leave|this (?:company|role|job|position)|us\b|our company|join)|\bwhat (?:attracted|attracts|drew|draws|brings|brought|interests) you\b|\bwhere do you see yourself\b|\bfive years\b|\bcareer (?:goals?|plans?)\b|\bother (?:offers|companies)\b|\binterviewing (?:with|elsewhere)\b/,
  ],
  [
    'estimate',
    /\bestimate\b|\bballpark\b|\bmarket size\b|\bhow many [a-z ]{1,40}? (?:are there|in (?:the world|the us|china|a year|a day|shanghai|beijing|new york|london))\b|\bguesstimate\b/,
  ],
  [
    'behavioural',
    /\btell me about a (?:time|situation|project|moment)\b|\bdescribe a (?:time|situation|project)\b|\bgive (?:me |us )?an example\b|\bhave you ever\b|\ba time (?:when|you)\b|\bshare an (?:experience|example)\b|\bwalk me through (?:a|the|your) (?:project|time)\b|\bwhat (?:achievement|project) are you\b/,
  ],
  [
    'situational',
    /\bwhat would you do\b|\bhow would you (?:handle|deal|approach|react|respond|prioriti[sz]e|investigate)\b|\bimagine\b|\bsuppose\b|\bif you were\b|\bwhat if\b|\bwhat do you do when\b|\bif (?:a|your|the) [a-z ]{1,40}? (?:says|asks|drops|fails|disagrees)\b/,
  ],
  [
    'design',
    /\bdesign (?:a|an|the)\b|\bsystem design\b|\barchitect (?:a|an)\b|\bhow would you (?:build|design|scale|architect|grow)\b/,
  ],
  [
    'concept',
    /\bwhat(?: i|')s the difference\b|\bdifference between\b|\bwhat is\b|\bwhat are\b|\bwhat's\b|\bexplain\b|\bhow does [a-z0-9 ]{1,40}? work\b|\bdefine\b|\bcompare\b|\bhow do(?:es)? [a-z0-9 ]{1,40}? work\b/,
  ],
];

/** Chinese rules, tried in order. */
const ZH: Rules = [
  ['selfIntroduction', /自我介绍|介绍一下(?:你)?自己|介绍下(?:你)?自己|介绍(?:一下)?你的(?:背景|经历)/],
  [
    'questionsForInterviewer',
    /(?:有什么|有没有|还有什么)(?:问题|想)?(?:想|要)?问(?:我们|我)|反问|想了解的吗/,
  ],
  [
    'salary',
    /(?:期望|你的|要求|希望|想要|预期)的?.{0,4}(?:薪|工资|待遇|收入)|(?:薪资|薪水|薪酬|待遇)(?:要求|期望|预期|方面)?(?:是|有)?多少|(?:薪资|薪水|薪酬|待遇)(?:要求|期望|预期)|什么时候(?:可以|能)?(?:入职|到岗)|到岗时间/,
  ],
  ['strengthsWeaknesses', /缺点|优点|优势|劣势|不足|短板|短处|长处|为什么(?:要|应该)?(?:录用|选择|招|选)你/],
  [
    'motivation',
    /为什么.{0,8}(?:加入|来我们|选择我们|离开|应聘|投递|跳槽|离职|换工作)|为什么(?:想|要|会|打算)?来|吸引你|职业规划|五年|离职原因|其他(?:公司|offer)|别的(?:公司|offer)|手上有.{0,4}offer/,
  ],
  ['estimate', /估算|估计一下|有多少(?:个|家|辆|人|座)|市场规模/],
  ['behavioural', /讲一次|说一次|讲一个|说一个|经历|举个例子|举一个例子|有没有.{0,12}过|曾经|最有成就感/],
  ['situational', /如果|假如|假设|你会怎么(?:做|处理|办|应对|分析)|该怎么办/],
  ['design', /设计(?:一个|一套)|系统设计|如何实现一个|怎么搭建|架构设计|你会怎么设计/],
  [
    'concept',
    /什么是|区别|原理|解释一下|是什么|如何工作|有什么作用|的作用|讲一下.{0,12}(?:原理|机制|流程|过程)|讲讲.{0,12}(?:原理|机制)/,
  ],
];

/** The type of an interview question in either language; `other` when no rule speaks for one. */
export function questionType(text: string, lang: Lang): QuestionType {
  const rules = lang === 'zh' ? ZH : EN;
  const probe = lang === 'zh' ? text : text.toLowerCase();
  for (const [type, pattern] of rules) if (pattern.test(probe)) return type;
  return 'other';
}

/**
 * Which classic a general question asks, by intent, where words alone would pick the wrong one of its type
 * ("what attracted you to this company" shares "company" with "are you interviewing with other companies").
 * Tried in order; undefined leaves the choice to shared words.
 */
const INTENTS: [string, RegExp, RegExp][] = [
  [
    'classic-self-introduction',
    /\babout yourself\b|\bintroduc\w* yourself\b|\byour background\b|\bself[- ]introduction\b/,
    /自我介绍|介绍.{0,4}自己/,
  ],
  [
    'classic-why-hire-you',
    /\bwhy should we\b|\bright (?:person|fit|candidate)\b|\bover the other\b|\bstand out\b/,
    /为什么.{0,6}(?:录用|选|招)你|凭什么/,
  ],
  [
    'classic-weakness',
    /\bweak|\bshortcoming|\bimprove on\b|\bareas? (?:for|of) improvement\b/,
    /缺点|不足|短板|短处|劣势/,
  ],
  ['classic-strengths', /\bstrength|\bgood at\b|\bbest qualit/, /优点|优势|长处|擅长/],
  ['classic-why-leave', /\bleav(?:e|ing)\b|\bquit\b|\bmove on from\b/, /离职|离开|跳槽|换工作/],
  [
    'classic-five-years',
    /\bfive years\b|\b5 years\b|\bcareer (?:goals?|plans?)\b|\blong[- ]term\b/,
    /五年|职业规划|长期/,
  ],
  [
    'classic-other-offers',
    /\bother (?:offers?|compan|interviews?)\b|\binterviewing (?:with|elsewhere)\b/,
    /其他(?:公司|offer)|别的(?:公司|offer)|手上.{0,4}offer|还在面/,
  ],
  ['classic-why-role', /\b(?:this|the) (?:role|position|job)\b/, /(?:这个|该)(?:岗位|职位)/],
  [
    'classic-questions-for-us',
    /\bquestions? (?:for|to ask)\b|\bto ask (?:me|us)\b|\bany questions\b/,
    /问我们|想问|要问|反问/,
  ],
  ['classic-start-date', /\bwhen (?:can|could) you start\b|\bhow soon\b|\bnotice period\b/, /入职|到岗/],
  ['classic-salary', /\bsalary|\bcompensation\b|\bpay\b|\bpackage\b/, /薪|工资|待遇|收入/],
  ['classic-why-company', /\bcompany\b|\bus\b|\bhere\b|\bjoin\b|\battract/, /公司|加入|我们|吸引/],
];

/** The classic a general question asks, when its words say which (see INTENTS). */
export function generalIntent(text: string, lang: Lang): string | undefined {
  const probe = lang === 'zh' ? text : text.toLowerCase();
  for (const [id, en, zh] of INTENTS) if ((lang === 'zh' ? zh : en).test(probe)) return id;
  return undefined;
}
