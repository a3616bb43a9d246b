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
    /\b(?:tell|walk) (?:me|us) (?:a (?:little )?bit |a little )?(?:more )?(?:about|through) (?:yourself|your ?self|your background|your (?:resume|cv|career|experience) so far)\b|\b(?:tell|walk) (?:me|us) (?:a (?:little )?bit |a little )?(?:more )?about you\b|\bwalk (?:me|us) through your (?:resume|cv|background|career)\b|\bintroduc(?:e|ing) yourself\b|\bself[- ]introduction\b|\b(?:quick|brief|short|condensed) (?:summary|overview|rundown|introduction|version) of (?:yourself|your background|your career|your story|who you are)\b|\babout (?:yourself|your background)\b(?! (?:that|which|you)\b)|\boverview of your (?:background|career)\b|\bwho are you\b/,
  ],
  [
    'questionsForInterviewer',
    /\bquestions? (?:for|to ask) (?:me|us|the team)\b|\banything (?:else )?(?:that )?you(?:'d| would)? (?:like|want) to (?:ask|know)\b|\bdo you have any questions\b|\b(?:any|what) questions (?:do you have|have you got)\b|\bwhat (?:would|do) you (?:like|want) to (?:ask|know) (?:from|about) (?:us|our side|the (?:team|role|company))\b/,
  ],
  [
    'salary',
    /\bsalary\b|\bcompensation\b|\bpay (?:expectations?|range)\b|\bexpected (?:pay|package)\b|\bin terms of (?:pay|money|package)\b|\b(?:current|desired|target) (?:pay|package)\b|\bwhat (?:kind of |sort of )?(?:number|figure) (?:are you|would you be) (?:looking|hoping|expecting)\b|\b(?:pay|package|money) (?:are|would) you (?:be )?(?:looking|hoping|expecting)\b|\bhow much (?:do|would) you (?:expect|want)\b|\bhow much (?:are|were) you (?:earning|making|paid)\b|\b(?:when|how soon|how quickly) (?:can|could|would|will) you (?:start|join|begin|come on board|come aboard|be here|be on board|get started)\b(?! (?:the|a|an|to|on|by|with (?:the|a|an)|using|testing|coding)\b)|\bnotice period\b|\bstart date\b|\bavailable to start\b/,
  ],
  [
    'strengthsWeaknesses',
    /\bweakness(?:es)?\b|\bweakest\b|\b(?:thing|trait|habit) (?:about (?:you|yourself) )?(?:that )?holds you back\b|\bleast (?:strong|good|skilled|confident|capable)\b|\bweak (?:points?|spots?|areas?)\b|\bshortcomings?\b|\bstrengths?\b|\bwhy should we (?:hire|choose|pick) you\b|\bareas? (?:for|of) improvement\b|\bwhat makes you (?:a good|the right|stand out)\b|\b(?:areas?|things?|skills?) (?:that )?you(?:'re| are| would like to| want to| need to)? (?:still )?(?:trying to |working to |hoping to )?(?:get better at|improve on|work on)\b|\byou(?:'re| are) (?:still )?(?:working on|trying to) (?:improv(?:e|ing)|get(?:ting)? better)\b|\b(?:you(?:'re| are)|are you)(?: really| genuinely| particularly| most)? (?:good|best|strongest) at\b|\bthings? (?:that )?(?:do )?you do (?:really |particularly |especially |exceptionally )?well\b|\bwhat makes you the (?:one|person|candidate)\b|\bwhat sets you apart\b|\bwhy (?:are|would) you (?:be )?the (?:right|best|ideal) (?:pick|choice|fit|person|candidate|hire)\b|\b(?:the one |why )?(?:we should|should we) (?:hire|choose|pick|go with) you\b|\byou(?:'re| are) the (?:person|one|candidate) (?:we|to) (?:should )?(?:hire|choose|pick|go with)\b|\byour (?:best|greatest|biggest|key|top) (?:qualit(?:y|ies)|skills?|assets?)\b|\byou(?:'re| are)\b[^.?!,]{0,24}\bnot (?:so |that |as |very |really |yet )?(?:good|strong|great) (?:at|yet)\b|\bwhere you(?:'re| are)\b[^.?!,]{0,24}\bnot (?:so |that |as |very |really )?(?:good|strong|great)\b/,
  ],
  [
    'motivation',
    /\bwhy (?:do you want|would you like|are you interested|did you apply|are you applying|are you looking|are you leaving|are you thinking|did you leave|do you want to leave|this (?:company|role|job|position)|us\b|our company|join)|\bwhat (?:attracted|attracts|drew|draws|brings|brought|interests|excites|excited|appeals to) you\b|\bwhat made you (?:decide to |want to )?(?:leave|quit|apply|join)\b|\b(?:leave|leaving|left|quit|quitting) (?:your|the) (?:last|current|previous|old|present) (?:job|role|company|employer|position)\b|\bwhere do you see yourself\b|\bsee your career\b|\bfive years\b|\bhalf a decade\b|\bcareer (?:goals?|plans?|aspirations?|path)\b|\bother (?:offers|companies)\b|\binterviewing (?:with|elsewhere|anywhere else|at other)\b|\bwhat(?:'s| is) (?:prompting|pushing|driving|making|leading|got) you (?:to )?(?:look|start looking|explore|move on|leave|consider leaving)\b/,
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

/**
 * Chinese rules, tried in order. 不足 after a resource (资源不足, 预算不足, 人手不足, 时间不足) is a condition the
 * question sets, not a shortcoming of the candidate.
 */
const ZH: Rules = [
  [
    'selfIntroduction',
    /自我介绍|介绍一下(?:你)?自己|介绍下(?:你)?自己|介绍(?:一下)?你的(?:背景|经历)|个人(?:基本)?情况|简单(?:介绍|说说|讲讲|聊聊)(?:一下)?你的?(?:背景|经历|履历|情况)|(?:过|讲|说|聊)(?:一下|一遍)?你的(?:简历|履历)/,
  ],
  [
    'questionsForInterviewer',
    /(?:有什么|有没有|还有什么)(?:问题)?(?:想|要)?问(?:我们|我)|反问|想了解的吗|(?:什么|没有|哪些)(?:想|要)(?:了解|知道)的|你(?:这边)?还有(?:什么|没有|其他)(?:问题|疑问)(?:吗|呢|要|想)/,
  ],
  [
    'salary',
    /(?:期望|你的|要求|希望|想要|预期)的?.{0,4}(?:薪|工资|待遇|收入)|(?:薪资|薪水|薪酬|待遇)(?:要求|期望|预期|方面)?(?:是|有)?多少|(?:薪资|薪水|薪酬|待遇)(?:要求|期望|预期)|(?:现在|目前|当前|上一份)的?(?:收入|工资|薪资|薪水|年薪|月薪)|(?:希望|期望)(?:薪资|工资|收入)?涨|涨薪|(?:多久|多快|什么时候|何时|哪天|哪一天|几号)(?:可以|能够?)?(?:过来|来)?(?:上班|入职|到岗|报到)|(?:到岗|入职)时间/,
  ],
  [
    'strengthsWeaknesses',
    /缺点|优点|优势|劣势|(?<![源算手间费据本存息量金员])不足|短板|短处|长处|弱项|弱点|擅长|强项|拿手|(?:自己|你个人|你身上|你自身).{0,8}(?:需要|有待|还要|还需要?|可以)(?:改进|提升|加强|提高)|为什么(?:要|应该)?(?:录用|选择|招|选)你|凭什么(?:要|录用|选择?|招)你/,
  ],
  [
    'motivation',
    /(?:为什么|为啥).{0,8}(?:加入|来我们|(?:选择?|挑)了?我们|离开|应聘|投递|跳槽|离职|换工作)|为什么.{0,6}投(?:了|的)|为什么(?:想|要|会|打算)?来|为什么.{0,3}(?:想|要|会|打算)来|为什么(?:不做了|不干了|辞职|要走)|(?:上一份|上家|上一家|前东家|前公司)(?:工作|公司)?.{0,8}(?:为什么|原因)|为什么.{0,4}(?:想|要|会|选择)?(?:做|干|投|申请|选)(?:这个|这份|该)?(?:岗位|职位|行业|方向)|对(?:这个|该|我们的?|我们)*[\u4e00-\u9fff]{0,4}?(?:岗位|职位|公司)(?:很|比较|特别)?(?:感兴趣|有兴趣)|是什么(?:让|促使|驱使)你.{0,12}(?:感兴趣|想|决定|选择|加入|来|投)|吸引你|职业规划|(?:职业|个人)(?:发展|目标|方向)|五年|未来(?:几年|两三年|三年)|离职原因|(?:其他|别的|别家)(?:公司|offer|机会)?[^，。？?]{0,4}(?:在谈|在聊|在面)|(?:其他|别的)(?:公司|offer|机会)|在看.{0,2}机会|手上有.{0,4}offer/,
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

/** The text as the patterns read it: lower-cased English, Chinese as written. */
const probeOf = (text: string, lang: Lang) => (lang === 'zh' ? text : text.toLowerCase());
/** Whether the language's pattern matches the text (see probeOf). */
const says = (patterns: Record<Lang, RegExp>, text: string, lang: Lang) =>
  patterns[lang].test(probeOf(text, lang));

/** The type of an interview question in either language; `other` when no rule speaks for one. */
export function questionType(text: string, lang: Lang): QuestionType {
  const rules = lang === 'zh' ? ZH : EN;
  const probe = probeOf(text, lang);
  // A strength, weakness or future asked of a thing, or named in a situation set for the candidate, is no question
  // about the candidate (asksOfAThing, setsASituation).
  const ofAThing =
    asksOfAThing(text, lang) || setsASituation(text, lang) || explainsToLayAudience(text, lang);
  for (const [type, pattern] of rules) {
    if ((ofAThing && PERSONAL_TYPES.has(type)) || !pattern.test(probe)) continue;
    // "What is opportunity cost? Give an example." and 什么是 SWOT 分析，举个例子 ask for a term's example, not a story.
    if (type === 'behavioural' && asksWhatATermMeans(probe, lang)) return 'concept';
    return type;
  }
  return 'other';
}

/**
 * Whether a question asks about a subject (what a term means, a design, an estimate) rather than about the
 * candidate: a general classic's frame words ("an example", "learn") in it do not make it that classic.
 */
export function asksAboutASubject(text: string, lang: Lang, type: QuestionType): boolean {
  return type === 'design' || type === 'estimate' || asksWhatATermMeans(probeOf(text, lang), lang);
}

const asksWhatATermMeans = (probe: string, lang: Lang) =>
  DEFINITION[lang].test(probe) && !ABOUT_YOU[lang].test(probe);

/** A question that asks what a term means. */
const DEFINITION: Record<Lang, RegExp> = {
  en: /\bwhat(?: is|'s| are| does) (?:a |an |the )?[a-z0-9/&-]+(?: [a-z0-9/&-]+){0,3}(?: mean)?\s*(?:[?.,;]|and\b|give\b|can\b|with\b|$)|\bdefine\b|\bexplain (?:the (?:concept|term|idea) )?(?:of )?what\b/,
  zh: /什么是|是什么(?:意思)?[？?，,。\s]|的(?:定义|概念|含义)/,
};
/** A question that asks about the candidate (their own example is a story). */
const ABOUT_YOU: Record<Lang, RegExp> = {
  en: /\byou(?:r|'ve|'re)?\b/,
  zh: /你/,
};

/** The types whose questions are about the candidate, which a question asked of a thing is not. */
const PERSONAL_TYPES: ReadonlySet<QuestionType> = new Set(['strengthsWeaknesses', 'motivation']);

/**
 * Which classic a general question asks, by intent, where words alone would pick the wrong one of its type
 * ("what attracted you to this company" shares "company" with "are you interviewing with other companies").
 * Tried in order; the caller takes the first of the asked question's type (`generalIntents`).
 */
const INTENTS: [string, RegExp, RegExp][] = [
  [
    'classic-self-introduction',
    /\babout yourself\b|\bintroduc\w* yourself\b|\byour background\b|\bself[- ]introduction\b|\babout you\b|\byour (?:resume|cv)\b|\bwho you are\b/,
    /自我介绍|介绍.{0,4}自己|个人|背景|经历|简历|履历/,
  ],
  [
    'classic-why-hire-you',
    /\bwhy should we\b|\bright (?:person|fit|candidate|pick|choice|hire)\b|\bover the other\b|\bstand out\b|\bsets you apart\b|\bwhat makes you the (?:one|person|candidate)\b|\b(?:we should|should we) (?:hire|choose|pick|go with) you\b|\byou(?:'re| are) the (?:person|one|candidate|right \w+) (?:we|to) (?:should )?(?:hire|choose|pick|go with)\b/,
    /为什么.{0,6}(?:录用|选|招)你|凭什么/,
  ],
  [
    'classic-weakness',
    /\bweak|\bshortcoming|\bholds you back\b|\bimprove|\bareas? (?:for|of) improvement\b|\bbetter at\b|\bwork on\b|\bnot (?:so |that |as |very |really |yet )?(?:good|strong|great)\b/,
    /缺点|(?<![源算手间费据本存息量金员])不足|短板|短处|劣势|弱项|弱点|改进|提升|加强|提高/,
  ],
  [
    'classic-strengths',
    /\bstrength|\b(?:good|best) at\b|\bbest qualit|\b(?:best|greatest|biggest|key|top) (?:skill|asset)|\byou do (?:really |particularly |especially |exceptionally )?well\b/,
    /优点|优势|长处|擅长|强项|拿手/,
  ],
  [
    'classic-questions-for-us',
    /\bquestions? (?:for|to ask)\b|\bto ask (?:me|us)\b|\bany questions\b|\bwhat questions\b|\b(?:like|want) to (?:ask|know)\b/,
    /问我们|想问|要问|反问|(?:想|要)(?:了解|知道)|问题|疑问/,
  ],
  [
    'classic-start-date',
    /\b(?:when|how soon|how quickly) (?:can|could|would|will) you (?:start|join|begin|come on board|come aboard|be here|be on board|get started)\b|\bhow soon\b|\bnotice period\b|\bstart date\b|\bavailable to start\b/,
    /入职|到岗|上班|报到/,
  ],
  [
    'classic-salary',
    /\bsalary|\bcompensation\b|\bpay\b|\bpackage\b|\bearning|\bnumber\b/,
    /薪|工资|待遇|收入|涨/,
  ],
  [
    'classic-why-leave',
    /\bleav(?:e|ing)\b|\bleft\b|\bquit|\bmove on from\b|\blook(?:ing)? (?:around|elsewhere|for something new)\b|\bstill employed\b/,
    /离职|离开|跳槽|换工作|不做了|不干了|辞职|要走|上一份|上家|上一家|前东家|前公司/,
  ],
  [
    'classic-five-years',
    /\bfive years\b|\b5 years\b|\bhalf a decade\b|\bcareer|\blong[- ]term\b|\bsee yourself\b|\bfuture\b/,
    /五年|规划|长期|未来|发展|目标|方向/,
  ],
  [
    'classic-other-offers',
    /(?<!\b(?:rather than|instead of|as opposed to|over|versus|vs\.?|compared (?:to|with)|than) (?:some |any |all (?:the )?|the |those )?)\bother (?:offers?|compan|interviews?|employers?|opportunit)|\binterviewing (?:with|elsewhere|anywhere else|at other)\b/,
    /(?<!(?:而不是|而非|不是|而不去|比起|相比)(?:去|选)?)(?:其他|别的|别家)(?:公司|offer|机会)?[^，。？?]{0,4}(?:在谈|在聊|在面)|(?<!(?:而不是|而非|不是|而不去|比起|相比)(?:去|选)?)(?:其他|别的)(?:公司|offer|机会)|手上.{0,4}offer|还在面|(?:在看|在找|看看|还有|有没有)[^，。？?]{0,4}(?:其他|别的|新的|外面的)?机会/,
  ],
  [
    'classic-why-role',
    /\b(?:this|the) (?:role|position|job)\b/,
    /(?:这个|这份|该)\p{Script=Han}{0,4}?(?:岗位|职位)|(?:做|干|投|申请|选)(?:这个|这份|该)?(?:岗位|职位|行业|方向)/u,
  ],
  ['classic-why-company', /\bcompany\b|\bus\b|\bhere\b|\bjoin\b|\battract/, /公司|加入|我们|吸引/],
];

/** Every classic a general question may ask by its words, most specific first (see INTENTS). */
export function generalIntents(text: string, lang: Lang): string[] {
  const probe = probeOf(text, lang);
  return INTENTS.filter(([, en, zh]) => (lang === 'zh' ? zh : en).test(probe)).map(([id]) => id);
}

/**
 * Classics of the other types that interviews ask in a few set phrases ("how do you handle pressure", "a gap in
 * your CV", 加班): the phrase names the classic, however few words it shares with the classic's text.
 */
const PHRASES: [string, RegExp, RegExp][] = [
  [
    'classic-why-hire-you',
    /\bmake (?:the|a|your) case (?:for )?(?:why )?(?:you\b|yourself\b|(?:the|this|our) (?:offer|job|role|position) should go to you\b)|\bwhy (?:the|this|our) (?:offer|job|role|position) should go to you\b|\bwhy should (?:the|this|our) (?:offer|job|role|position) go to you\b/,
    /(?:说服|打动)我们?(?:为什么)?(?:要|该|应该)?(?:录用|选|招)你/,
  ],
  [
    'classic-pressure',
    /\bhow do you (?:handle|deal with|cope with|manage|work under|perform under|react to) (?:pressure|stress)\b|\bwork(?:ing)? (?:well )?under pressure\b|\b(?:work(?:load)?|things|tasks|deadlines)\b[^.?!]{0,12}\b(?:piles?|piling|stacks?|stacking) up\b[^.?!]{0,80}\bhow do you\b|\bhow do you (?:keep|stay) (?:yourself )?(?:calm|steady|sane|composed|grounded|level-headed)\b/,
    /(?:怎么|如何)(?:应对|处理|面对|调节|缓解|对待|排解).{0,4}压力|压力(?:大|很大|特别大).{0,12}(?:怎么办|怎么调节|如何调节|怎么处理|如何应对|怎么应对)|抗压|(?:时间|工期|节奏|deadline)(?:又|很|特别|比较|非常|都){0,2}(?:赶|紧|卡)[^。？?]{0,16}(?:怎么|如何)(?:扛|撑|熬|应对|调节|过来|挺过)/,
  ],
  [
    'classic-overtime',
    /\bovertime\b|\bwork(?:ing)? (?:late|long hours|on weekends|weekends)\b|\b(?:put(?:ting)? in|work(?:ing)?) (?:some |the )?(?:extra|longer) hours\b|\bstay(?:ing)? late\b|\b(?:evenings?|nights?) (?:and|or) weekends\b[^.?!]{0,30}\b(?:work|on call|available|in the office)\b|\b(?:work|on call|available|in the office)\b[^.?!]{0,20}\b(?:evenings?|nights?) (?:and|or) weekends\b/,
    /加班|996|(?:经常|常常|天天|总是|要|得)[^，。？?]{0,4}(?:晚走|很晚才走|走得(?:很)?晚)|(?:晚上|周末)(?:和|跟|或者?|、)(?:晚上|周末).{0,12}(?:顶上|上班|工作|干活|待命|值班|在线)/,
  ],
  [
    'classic-difficult-customer',
    /\b(?:difficult|tough|demanding|rude|awkward|hard-to-please|hard to (?:please|deal with|work with)) (?:customers?|clients?)\b/,
    /(?:难|不好)(?:打交道|缠|搞|伺候|沟通|说话|对付|应付)的(?:客户|甲方|顾客|合作方|合作伙伴)/,
  ],
  [
    'classic-metric-drop',
    /\b(?:metrics?|numbers?|kpis?)\b[^.?!]{0,20}\b(?:is|are|was|were|went|has|have|had) (?:\w+ ){0,2}(?:down|dropped|fallen|declined)\b[^.?!]{0,80}\b(?:why|start|investigat|dig|figur|look)/,
    /(?:指标|数据|数字)[^，。？?]{0,12}(?:掉了|跌了|下降了|下滑了|降了)[^。？?]{0,20}(?:怎么|如何|从哪|为什么|原因)/,
  ],
  [
    'classic-price-objection',
    /\b(?:you(?:'re| are)|we(?:'re| are)|it(?:'s| is)|that(?:'s| is)|your (?:price|quote|product) is) (?:way |much |far |a bit |just )?too (?:expensive|pricey|high)\b|\byour (?:price|quote) is too high\b/,
    /(?:你们|你们的|价格|报价|产品|东西)(?:也|实在|真的|有点|太)?太贵|(?:价格|报价)(?:太高|高了)/,
  ],
  [
    'classic-resume-gap',
    /\bgaps? (?:in|on|of) (?:your|the) (?:resume|cv|employment|career|work history)\b|\b(?:employment|career|resume|cv) gaps?\b|\bgap\b[^.?!]{0,40}\b(?:resume|cv|employment)\b/,
    /空档|空白期|空窗|断档|简历.{0,12}没(?:有)?(?:工作|上班)/,
  ],
  [
    'classic-prioritisation',
    /\b(?:decide|choose|pick|figure out|work out) (?:what|which(?: one)?|which \w+) (?:goes|comes|to (?:do|build|tackle|work on|ship)|gets? (?:built|done|shipped)) first\b/,
    /(?:决定|判断|排|选)(?:先做|先干|先上|先排)哪(?:个|些|一个|件)|先做哪(?:个|些|件)[^。？?]{0,8}(?:怎么|如何|靠什么)(?:定|决定|排|判断)/,
  ],
  [
    'classic-failure',
    /\b(?:tell (?:me|us) about|describe|share|walk (?:me|us) through) (?:a (?:time|moment|situation|occasion) |an? (?:\w+ )?(?:project|goal|plan|idea|launch|initiative|bet) |(?:an example of )?something )(?:\w+ ){0,6}(?:that |which |where |when )?(?:\w+ ){0,2}(?:(?:didn'?t|did not|never) (?:work out|pan out|go (?:as planned|to plan|well|your way))|never (?:worked|panned) out|fell short|came up short|(?:didn'?t|did not|never) (?:succeed|come off))\b/,
    /(?:讲|说|分享|聊)(?:一下|一次|一个|一段)(?:你)?[^，。？?]{0,14}(?:没做成|没成功|搞砸|栽跟头|失败)(?:了)?的(?:经历|事情?|项目|时候)/,
  ],
  [
    'classic-teamwork',
    /\brole (?:do|would) you (?:usually |normally |typically )?(?:play|take)\b/,
    /(?:团队|小组)(?:里|中|内).{0,10}(?:角色|定位)/,
  ],
];

/** The classic a set phrase names (see PHRASES), if any. */
export function classicPhrase(text: string, lang: Lang): string | undefined {
  const probe = probeOf(text, lang);
  return PHRASES.find(([, en, zh]) => (lang === 'zh' ? zh : en).test(probe))?.[0];
}

/**
 * "Explain <something> to someone without the background" asked as a task (how would you explain a p-value to a
 * ten-year-old, 跟不懂技术的人解释什么是云计算): a concept question in plain words, not the held story of a time
 * the candidate explained their work to a lay audience.
 */
const LAY_AUDIENCE_EN =
  /\b(?:non[- ]?technical|non[- ]?experts?|non[- ]?specialists?|lay ?(?:person|people|man|audience)|layman|outsiders?|(?:ten|five|six|seven|eight|12|10|5)[- ]year[- ]olds?|grand(?:mother|ma|father|pa|parents?)|a (?:child|kid)|(?:no|any|zero|little|limited|without(?: a| any)?) (?:\w+ )?background|(?:someone|somebody|anyone|people|a person|an? (?:colleague|friend|coworker|co-worker|stakeholder|client|customer|manager|executive|relative|teammate|parent)s?) (?:who (?:is|isn't|is not|doesn't|does not|has no|hasn't|has never|knows nothing|never)|who's not|outside|new to|with no|without|unfamiliar))\b/;
const LAY_AUDIENCE_ZH =
  /不懂|外行|门外汉|小白|非技术|非专业|没有(?:任何)?(?:技术|专业|相关|数据|统计)?背景|零基础|完全不了解|(?:小孩|孩子|老人|爷爷|奶奶|父母|爸妈)|通俗|大白话|简单易懂/;
const EXPLAIN_EN = /\b(?:explain|describe|teach|get across|break down)\b/;
const EXPLAIN_ZH = /解释|讲清楚|讲明白|说清楚|说明白|讲讲|讲一下|介绍一下|科普/;

/** Whether the question asks to explain something to a lay audience (see LAY_AUDIENCE_EN). */
export function explainsToLayAudience(text: string, lang: Lang): boolean {
  const probe = probeOf(text, lang);
  return lang === 'zh'
    ? EXPLAIN_ZH.test(probe) && LAY_AUDIENCE_ZH.test(probe)
    : EXPLAIN_EN.test(probe) && LAY_AUDIENCE_EN.test(probe);
}

/**
 * A strength, a weakness or the years ahead asked of a thing (or of another person) rather than of the
 * candidate: "the biggest weakness of our product", 我们公司现在最大的短板, 你上一任领导身上有哪些不足, 微服务和单体
 * 各有什么优缺点, 这个行业再过五年会变成啥样. The classics of strengths, weaknesses and where you see yourself ask
 * about the candidate.
 */
const THING_EN =
  /\b(?:its|their) (?:(?:biggest|main|greatest|key|real) )?(?:weakness(?:es)?|strengths?|shortcomings?|limitations?|pros and cons)\b|\b(?:product|company|team|app|service|platform|business|competitor|competition|strategy|design|system|architecture|approach|process|industry|market|sector|field|technology|framework|language|database|model|tool|manager|boss|supervisor|colleague|teammate|coworker|co-worker|predecessor)s?(?:'s)? (?:(?:biggest|main|greatest|key|real|top) )?(?:weakness(?:es)?|strengths?|shortcomings?|weak (?:points?|spots?)|pros and cons)\b|\b(?:weakness(?:es)?|strengths?|shortcomings?|weak (?:points?|spots?)|pros and cons) (?:of|in|for) (?!(?:you|yours|yourself|your own)\b)(?:(?:our|the|this|that|their|its|your|a|an) )?(?!self\b)\w+|\b(?:industry|market|sector|field|technology|company|product)\b[^.?!]{0,40}\b(?:in (?:five|5|ten|10|three|3|a few|the next few) years|(?:next|coming) (?:five|5|few|three|3|ten|10) years|(?:five|5|ten|10|three|3|a few) years (?:from now|out|down the (?:road|line))|future|heading)\b|\bfuture of (?:the|this|our|that)\b/;
const THING_ZH =
  /(?:公司|产品|行业|团队|竞品|对手|平台|app|方案|架构|系统|模式|业务|市场|微服务|单体|框架|技术|语言|数据库|工具|领导|老板|上司|上级|主管|经理|同事|前任)(?:现在|目前)?(?:身上)?(?:的)?(?:(?:还)?(?:有|存在)(?:什么|哪些)?)?(?:最大的?|主要的?)?(?:短板|缺点|优缺点|优点|优势|劣势|不足|弱点|长处)|各(?:有|自)(?:有)?(?:什么|哪些)?(?:优缺点|优劣|利弊)|[\w+#.]\s?的?\s?(?:优缺点|优劣|利弊)|(?<![你我])(?:和|跟|与|相比|比起)[^，。？?人]{1,16}(?:比|相比|比较)?[^，。？?]{0,6}(?:有什么|有哪些)?(?:优势|优点|劣势|缺点|不足|好处|优缺点)|(?:行业|市场|格局|领域|赛道)[^，。？?]{0,10}(?:未来|五年|三年|几年|十年|以后|将来)|(?:未来|五年|三年|几年|十年)[^，。？?]{0,8}(?:行业|市场|格局|领域|赛道)|(?:怎么看|如何看待?|看好)(?!你|自己)[^，。？?]{1,16}(?:未来|前景|趋势)|(?:对手|竞品|公司|产品)[^，。？?]{0,3}[，,]\s*(?:它|他们|它们)的?(?:最大的?)?(?:短板|缺点|不足|劣势|弱点)|对(?!你|自己)[^，。？?]{1,12}(?:未来|将来|今后)[^，。？?]{0,6}(?:走向|趋势|前景|发展|格局|走势)|(?:它|它们)(?:的)?(?:有|存在)?(?:哪些|什么)?(?:主要的?|最大的?)?(?:缺点|不足|短板|劣势|弱点|优缺点|优势|长处)|(?:对手|竞品|公司|产品|平台|方案|系统|app|应用)[^。]{0,24}(?:它|它们)(?:现在|目前)?(?:有|存在)?(?:什么|哪些)?(?:最大的?)?(?:短板|缺点|不足|劣势|弱点)|(?:公司|产品|团队|我们)[^，。？?]{0,6}做得?不(?:够|太)好的地方|[\p{Script=Han}A-Za-z](?<!你|自己|你的|个人|职业)(?:未来|接下来|今后)的?[一二两三四五六七八九十几\d]+年[^，。？?]{0,4}(?:会)?(?:(?:往|朝)(?:什么|哪个)方向(?:走|发展)|怎么(?:发展|变化|走)|(?:走向|趋势)(?:是|会)?)/iu;
/** Words that put the candidate back in the question ("where do you see yourself in this industry in five years"). */
const SELF_EN = /\b(?:yourself|you see you|your own|your career|you personally)\b/;
const SELF_ZH = /自己|你个人|你的|你在/;

/** Whether a strength, weakness or future is asked of a thing rather than of the candidate (see THING_EN). */
export function asksOfAThing(text: string, lang: Lang): boolean {
  const probe = text.toLowerCase();
  if (says(ANOTHER_PERSON, text, lang)) return true;
  return lang === 'zh'
    ? THING_ZH.test(probe) && !SELF_ZH.test(probe)
    : THING_EN.test(probe) && !SELF_EN.test(probe);
}

/**
 * What makes another person good ("the strongest colleague you have worked with, what made them so good",
 * 你特别佩服的同事…他身上哪一点值得学): their strengths, not the candidate's.
 */
const ANOTHER_PERSON: Record<Lang, RegExp> = {
  en: /\b(?:colleague|co-?worker|teammate|manager|boss|leader|mentor|person|engineer|designer|salesperson)s? (?:that |who )?you(?:'ve| have)? (?:ever )?(?:admired|respected|looked up to|worked (?:with|for|under))\b[^.?!]{0,60}[.?!,]?\s*(?:what|which)\b[^.?!]{0,30}\b(?:made|makes|make) (?:them|him|her)\b/i,
  zh: /(?:佩服|欣赏|崇拜|敬佩)的?[^。？?]{0,12}[？?，,]?\s*(?:他|她|他们)(?:身上|有)[^。？?]{0,12}(?:值得|哪一点|哪些|什么)/,
};

/** Why the candidate once joined their current or a past employer: their story, not why they want to join us. */
const JOINED_BEFORE: Record<Lang, RegExp> = {
  en: /\bwhy did you (?:(?:decide|choose|want) to )?(?:join|pick|choose|go (?:to|with)) (?:your |that |the )?(?:current|present|last|previous|former|old) (?:company|employer|firm|job|role|team)\b|\bwhat (?:made|led) you (?:to )?(?:join|pick|choose) (?:your |that |the )?(?:current|present|last|previous|former) (?:company|employer|firm|job|role)\b|\bwhen you (?:first )?joined (?:your |that |the )?(?:current|present|last|previous|former|old) (?:company|employer|firm|team)\b/,
  zh: /(?:当初|当时|一开始)[^，。？?]{0,8}(?:为什么|为啥|怎么会)[^，。？?]{0,6}(?:加入|选择|去|进)|为什么[^，。？?]{0,6}(?:加入|选择|去|进)了?(?:现在|目前|之前|上一家|前一家|那家)(?:这家|的)?(?:公司|单位)/,
};

/** Years ago, looked back on ("five years ago, where did you think you'd be", 回头看五年前): not the years ahead. */
const YEARS_AGO: Record<Lang, RegExp> = {
  en: /\b(?:five|5|ten|10|three|3|few|two|2) years ago\b|\blooking back\b|\b(?:think|cast your mind|go) back (?:about |some )?(?:five|5|ten|10|three|3|a few|two|2) years\b/,
  zh: /(?:五|5|十|10|三|3|几|两|2)年前|回头看|回过头/,
};

/** Whether the question looks back at the candidate's past years rather than ahead at their plans. */
export function looksBackYears(text: string, lang: Lang): boolean {
  return says(YEARS_AGO, text, lang);
}

/** Whether the question asks why the candidate joined an employer they have (or had), not why they want this job. */
export function asksWhyTheyJoinedBefore(text: string, lang: Lang): boolean {
  const probe = probeOf(text, lang);
  return JOINED_BEFORE[lang].test(probe) && !ABOUT_US[lang].test(probe);
}
/** The interviewer's own company or role named ("当初为什么选择投我们这个岗位" asks why us). */
const ABOUT_US: Record<Lang, RegExp> = {
  en: /\b(?:us|our|here)\b|\bthis (?:role|job|position|company)\b/,
  zh: /我们|贵|咱们|这个(?:岗位|职位)/,
};

/**
 * Two things compared ("the difference between a product manager and a project manager", 产品经理和项目经理的
 * 区别): a question about a subject, whatever role or company words it holds. Not when the candidate is one of
 * the two ("the difference between you and the other candidates", 你和别人的区别 asks why hire you).
 */
const COMPARES: Record<Lang, RegExp> = {
  en: /\bdifferences? between (?!you\b|yourself\b)[\w-]+(?: [\w-]+){0,4} and (?!you\b|yourself\b)|\bhow (?:is|are|does|do) (?!you\b)[\w-]+(?: [\w-]+){0,4} differ from\b|\b(?:pick|choose|use|prefer|go with|reach for|opt for) (?!(?:the |an? )?(?:you|yourself|me|us|them|one|person|candidate)\b)[\w-]+(?: [\w-]+){0,3} (?:over|instead of|rather than) (?!(?:the |an? )?(?:you|yourself|me|us|them|others?|rest|everyone|anyone|anybody|candidates?|applicants?|people)\b)[\w-]+/,
  zh: /^(?![^，。？?]*你(?:和|跟|与))[^，。？?]*(?:和|跟|与)[^，。？?]{1,16}(?:的)?(?:区别|差别|差异|不同)(?:是什么|在哪|在哪里|有哪些|是啥)?|(?:用|选)[^，。？?你我]{1,12}还是[^，。？?]{1,12}[？?，,][^。]{0,6}(?:两者|二者|它们|这两个)(?:之间)?(?:有|的)?(?:什么|哪些)?(?:区别|差别|差异|不同)/,
};

/** Whether two things are compared, neither of them the candidate (see COMPARES). */
export function comparesTwoThings(text: string, lang: Lang): boolean {
  return says(COMPARES, text, lang);
}

/**
 * The most fun, creative or memorable thing done ("the most interesting thing you did at university",
 * 最有意思的一件事): a story asked for its colour, not the achievement the candidate is proudest of.
 */
const FOR_FUN: Record<Lang, RegExp> = {
  en: /\bmost (?:interesting|fun|creative|memorable|unusual|exciting|adventurous|surprising|random|embarrassing|crazy|spontaneous)\b|\b(?:craziest|weirdest|funniest|strangest)\b/,
  zh: /最(?:有意思|有趣|好玩|有创意|难忘|疯狂|刺激|冒险|尴尬|奇怪|特别|离谱)/,
};

/** Whether a "most … thing you did" question asks for fun rather than pride (see FOR_FUN). */
export function asksForFun(text: string, lang: Lang): boolean {
  return says(FOR_FUN, text, lang);
}

/** Feedback given to someone, or taken from someone: a question about one is no question about the other. */
const FEEDBACK: Record<Lang, { give: RegExp; receive: RegExp }> = {
  en: {
    give: /\b(?:give|gave|giving|given to|deliver|delivered|delivering|provide|provided|share|shared) (?:\w+ ){0,5}(?:feedback|criticism)\b|\bfeedback (?:to|for) (?:a|an|your|the|someone|somebody|one of)\b/,
    receive:
      /\b(?:receiv\w*|got|get|gotten|took|take|taking|handled?) (?:\w+ ){0,3}(?:feedback|criticism)\b|\b(?:feedback|criticism) (?:you|that you) (?:received|got|were given|had)\b|\bfeedback on your\b|\bcriticised\b|\bcriticized\b/,
  },
  zh: {
    give: /(?:给|向|对)[^，。？?]{1,10}(?:提|给|指出)(?:出)?[^，。？?]{0,6}(?:反馈|意见|批评)|给(?:出|予)?[^，。？?]{0,6}(?:负面|严厉|尖锐|难听)?的?反馈/,
    receive:
      /收到[^，。？?]{0,10}(?:反馈|批评|意见)|被[^，。？?]{0,6}批评|挨(?:了)?批|(?:受到|遭到)[^，。？?]{0,6}(?:批评|质疑)/,
  },
};

/** Which way feedback goes in a question: `give`, `receive`, or undefined (neither, or both). */
export function feedbackDirection(text: string, lang: Lang): 'give' | 'receive' | undefined {
  const probe = probeOf(text, lang);
  const give = FEEDBACK[lang].give.test(probe);
  const receive = FEEDBACK[lang].receive.test(probe);
  return give === receive ? undefined : give ? 'give' : 'receive';
}

/**
 * Pay asked as it is now (current salary, how the package is split, 现在的薪资结构) or a company's way of making
 * money, and no pay hoped for: the salary classic asks what the candidate expects ("你现在的收入 … 希望涨到多少"
 * asks both, and is it).
 */
const PAY_NOW: Record<Lang, RegExp> = {
  en: /\b(?:current|present|most recent|last|previous|existing|today's) (?:base )?(?:salary|pay|package|compensation|base|comp)\b|\b(?:salary|package|pay|compensation) (?:in|at) your (?:current|present|most recent|last|previous) (?:role|job|company|position)\b|\bhow (?:is|'s) (?:it|your (?:package|pay|compensation|salary)) (?:structured|split)\b|\bsplit between base and\b|\b(?:what|how much) (?:are|do) you (?:currently |presently )?(?:earn(?:ing)?|mak(?:e|ing)|take home|get(?:ting)? paid)\b(?! (?:in|at) (?:your|the|this) next\b)|\b(?:what|how much) (?:were|did) you (?:earn(?:ing)?|mak(?:e|ing)|take home|get(?:ting)? paid)\b|\bhow (?:does|do|did) (?!you\b)[\w' ]{1,30}? make (?:its |their )?money\b|\bbusiness model\b|\b(?:your|the) (?:last|most recent|latest) (?:pay )?(?:raise|rise|pay increase|salary increase)\b|\bwhen did you (?:last )?get a (?:raise|pay rise)\b/,
  zh: /(?:上一?次|最近一次|上回)(?:的)?(?:涨薪|调薪|加薪)|涨了多少(?:工资|薪水|钱)?|(?:现在|目前|当前|上一份工作|之前|原来)的?[^，。？?]{0,4}(?:薪资|薪水|工资|收入|年薪|月薪|待遇|薪酬)(?:结构|构成|组成)?|(?:现在|目前|当前)[^，。？?]{0,8}(?:拿|挣|赚)多少|薪资结构|薪酬结构|底薪[^，。？?]{0,6}(?:绩效|提成|奖金)|(?:怎么|如何|靠什么)(?:赚钱|盈利|挣钱)|盈利模式|商业模式/,
};
const PAY_HOPED: Record<Lang, RegExp> = {
  en: /\b(?:expect\w*|looking for|hoping|hope|want|ask(?:ing)? for|target|aiming|desired|would you need|would it take)\b/,
  zh: /希望|期望|预期|要求|想要|要多少|期待|涨到|涨多少/,
};

/**
 * Pay as a subject of work, not the candidate's: a salary benchmarking exercise, salary bands, the second-highest
 * salary in each department, 薪酬调研, 工资表.
 */
const PAY_AS_SUBJECT: Record<Lang, RegExp> = {
  en: /\b(?:salary|pay|compensation) (?:benchmark\w*|bands?|data|surveys?|tables?|columns?|records?|ranges? for|structures? for|reviews? for|equity|gaps?)\b|\b(?:highest|lowest|average|median|total|max(?:imum)?|min(?:imum)?|nth)[- ](?:\w+ )?salar(?:y|ies)\b|\bsalaries (?:of|for|in|across) (?:the|our|each|every|all|your team)\b|\b(?:money|pay|salary) (?:were|was|is) (?:no|not an?) (?:object|issue|factor)\b/,
  zh: /(?:薪资|薪酬|工资|薪水)(?:调研|对标|带宽|数据|表|体系设计|公平)|第[二三n]高的?(?:薪资|工资|薪水)|(?:不考虑|不用考虑|不管|不谈)(?:钱|收入|工资|薪资)|(?:最高|最低|平均)(?:的)?(?:薪资|工资|薪水)|(?:日活|月活|DAU|MAU|GMV|流量|用户数|付费率|产品|业务|门店|公司)[^，。？?]{0,10}(?:收入|营收)/i,
};

/**
 * Whether pay is asked as it is now, or a company's income, or as a subject of work, and not the pay hoped for
 * (see PAY_NOW, PAY_AS_SUBJECT).
 */
export function asksPayAsItIs(text: string, lang: Lang): boolean {
  const probe = probeOf(text, lang);
  return (PAY_NOW[lang].test(probe) && !PAY_HOPED[lang].test(probe)) || PAY_AS_SUBJECT[lang].test(probe);
}

/**
 * A number that rose ("signups jumped 15% overnight", 某个核心指标昨天突然涨了百分之十五) and none that fell: the
 * metric-drop classic asks why a number fell.
 */
const ROSE: Record<Lang, RegExp> = {
  en: /\b(?:rose|rise[sn]?|rising|jump(?:ed|s)?|spik(?:e|ed|es)|surg(?:e|ed|es)|(?:went|gone|go(?:es)?) up|increas(?:e|ed|es)|grew|doubled|tripled|soar(?:ed|s)?|climb(?:ed|s)?|up by)\b/,
  zh: /涨|上升|增长|升高|提升|翻倍|暴增|激增|飙升|拉升|多了/,
};
const FELL: Record<Lang, RegExp> = {
  en: /\b(?:drop(?:ped|s)?|fell|fall(?:s|en|ing)?|declin\w*|decreas\w*|dip(?:ped|s)?|down|plung\w*|sank|sink\w*|tank(?:ed|s)?|lower|shr[ai]nk\w*|halv\w*|slump\w*|slid|crash\w*)\b/,
  zh: /掉|跌|下降|下滑|降低|减少|少了|缩水|腰斩|回落|骤降|降了/,
};

/** Whether a number rose and none fell (see ROSE). */
export function asksOfARise(text: string, lang: Lang): boolean {
  return directionOf(text, lang) === 'up';
}

/** Which way the question's numbers move, when they all move one way (see ROSE, FELL). */
export function directionOf(text: string, lang: Lang): 'up' | 'down' | undefined {
  const up = says(ROSE, text, lang);
  const down = says(FELL, text, lang);
  return up === down ? undefined : up ? 'up' : 'down';
}

/**
 * The other side of a classic's situation: the candidate as the buyer (as the buyer, 假如你是采购), or as the
 * manager of others' overtime (控制团队的加班) or of a report who disagrees (你的下属不认同你的决定). The classics ask
 * the candidate as the seller, the one asked to stay late, the one who disagrees with a manager.
 */
const AS_THE_BUYER: Record<Lang, RegExp> = {
  en: /\bas the (?:buyer|customer|purchaser|prospect)\b|\b(?:i'm|i am|imagine i'm|pretend i'm) (?:a|the) (?:supplier|vendor|seller|salesperson|sales rep)\b[^.?!]{0,30}\bsell(?:ing)? (?:it |this \w+ |\w+ )?to you\b|\btrying to sell you\b|\b(?:if you were|you(?:'re| are)|imagine you(?:'re| are)|pretend you(?:'re| are)) (?:the|a) (?:buyer|customer|purchaser|prospect|one (?:buying|doing the buying|being sold to))\b/,
  zh: /(?:你|假如你|如果你)(?:是|作为|当)(?:采购|买方|买家|客户|甲方)/,
};
const NEGOTIATES_AS_THE_BUYER: Record<Lang, RegExp> = {
  en: /\bas the (?:buyer|customer|purchaser)\b|\byou(?:'re| are) (?:the )?(?:buyer|in procurement|purchasing)\b|\bnegotiat\w* (?:with )?(?:a |the |your )?(?:supplier|vendor)s?\b/,
  zh: /(?:你|假如你|如果你)(?:是|作为|当)(?:采购|买方|买家|甲方)|(?:跟|和|与)(?:供应商|厂商|乙方)[^，。？?]{0,6}(?:谈|压|砍)/,
};
const OTHERS_OVERTIME: Record<Lang, RegExp> = {
  en: /\b(?:your|the) (?:team|staff|employees|reports|people)(?:'s|') (?:overtime|hours|workload)\b|\b(?:reduce|limit|control|cut|manage|avoid) (?:\w+ ){0,2}overtime\b/,
  zh: /(?:团队|下属|员工|组员|大家)[^，。？?]{0,6}(?:的)?加班|(?:控制|减少|避免|管理|管控)[^，。？?]{0,4}加班/,
};
const A_REPORT_DISAGREEING: Record<Lang, RegExp> = {
  en: /\b(?:your|a) (?:direct )?(?:report|subordinate|team member|junior)s? (?:\w+ ){0,2}(?:disagree|push(?:es|ed)? back|challenge)|\b(?:someone|somebody|one|a member) (?:on|of|in) your team (?:\w+ ){0,2}(?:disagree|push(?:es|ed)? back|challenge)(?:[^.?!]*\bas (?:their|his|her) (?:manager|lead|boss)\b|\w* with (?:a |the )?(?:decision|call|plan|direction)s? you(?:'d| had| have|'ve)? (?:made|set|took|taken)\b)|\bas (?:a|the|their) (?:manager|team lead|lead|boss)\b[^.?!]*\b(?:someone|somebody|one|a member) (?:on|of|in) your team (?:\w+ ){0,2}(?:disagree|push(?:es|ed)? back|challenge)/,
  zh: /(?:下属|下级|组员|团队成员|手下)[^，。？?]{0,6}(?:不认同|不同意|反对|质疑|不服)/,
};

/** Whether the candidate is asked as the buyer (see AS_THE_BUYER): no pen to sell. */
export function asksAsTheBuyer(text: string, lang: Lang): boolean {
  return says(AS_THE_BUYER, text, lang);
}

/** Whether the candidate negotiates as the buyer, with a supplier (see NEGOTIATES_AS_THE_BUYER): no price objection. */
export function negotiatesAsTheBuyer(text: string, lang: Lang): boolean {
  return says(NEGOTIATES_AS_THE_BUYER, text, lang);
}

/** Whether others' overtime is asked, as their manager (see OTHERS_OVERTIME). */
export function asksOfOthersOvertime(text: string, lang: Lang): boolean {
  return says(OTHERS_OVERTIME, text, lang);
}

/**
 * Whether the interviewer asks for more about the candidate at the close ("anything about you we haven't covered
 * that we should know", 还有什么关于你自己的想补充): what the candidate adds, not what they would ask us.
 */
const MORE_OF_THE_CANDIDATE: Record<Lang, RegExp> = {
  en: /\banything (?:else )?(?:about (?:you|yourself)|you(?:'d| would)? (?:like|want) (?:us )?to (?:add|know|tell us))\b[^.?!]{0,60}\b(?:should know|need to know|(?:haven't|have not|didn't|did not) (?:covered?|asked|talked about|touched on)|to add)\b|\banything (?:else )?(?:we should know|you(?:'d| would)? like to add) about (?:you|yourself)\b|\bquestions? (?:(?:that )?you (?:expected|thought|were expecting|hoped|were hoping)|(?:were|did) you (?:expect(?:ing)?|hop(?:e|ing)|think)) (?:us |we(?:'d| would) )?(?:to )?ask\b/,
  zh: /(?:关于你自己|你自己)[^，。？?]{0,8}(?:补充|没(?:聊到|问到|说到|提到))|(?:还有|有没有)(?:什么|哪些)?(?:想|要|需要)?补充(?:的)?(?:关于你|你自己)/,
};

/** Whether the candidate is asked for more of themselves at the close (see MORE_OF_THE_CANDIDATE). */
export function asksMoreOfTheCandidate(text: string, lang: Lang): boolean {
  return says(MORE_OF_THE_CANDIDATE, text, lang);
}

/**
 * Someone else's setback the candidate helped with ("helped a colleague bounce back from a failure",
 * 帮同事从挫折里振作起来): their story of support, not a failure of their own.
 */
const OTHERS_SETBACK: Record<Lang, RegExp> = {
  en: /\bhelp(?:ed|ing)? (?:a|an|your|one of your|some) (?:colleague|co-?worker|teammate|team member|report|friend|peer)s? (?:\w+ ){0,3}(?:recover|bounce back|get back on (?:their|his|her) feet|cope|deal) (?:\w+ ){0,2}(?:from|with|after) (?:a |an |their |his |her )?(?:\w+ )?(?:failure|setback|mistake|disappointment|knock)/,
  zh: /帮(?:助)?(?:过)?(?:一位|一个|某个)?(?:同事|下属|队友|组员|朋友|新人)[^，。？?]{0,10}(?:挫折|失败|低谷|打击|失误)[^，。？?]{0,8}(?:振作|走出来|恢复|缓过来|重新)/,
};

/** Whether the question asks of someone else's setback that the candidate helped with (see OTHERS_SETBACK). */
export function asksOfOthersSetback(text: string, lang: Lang): boolean {
  return says(OTHERS_SETBACK, text, lang);
}

/**
 * A client or buyer who must check with their own boss ("needs to run it by their boss", 客户说要回去跟老板商量):
 * a sales stall, not the candidate disagreeing with theirs.
 */
const A_CLIENTS_BOSS: Record<Lang, RegExp> = {
  en: /\b(?:client|customer|buyer|prospect|they|he|she)\b[^.?!]{0,40}\b(?:check|run it|talk|speak|clear it|consult)\b[^.?!]{0,12}\b(?:with|by|past) (?:their|his|her) (?:boss|manager|management|director|ceo|higher-ups)\b/,
  zh: /(?:客户|对方|买家|采购)[^。？?]{0,16}(?:跟|和|找|请示|问问)(?:一下)?(?:他们|他|她)?的?(?:老板|领导|上级|上面)/,
};

/** Whether a client must check with their own boss (see A_CLIENTS_BOSS). */
export function asksOfAClientsBoss(text: string, lang: Lang): boolean {
  return says(A_CLIENTS_BOSS, text, lang);
}

/** Whether a report disagrees with the candidate (see A_REPORT_DISAGREEING), not the candidate with a manager. */
export function asksOfAReportDisagreeing(text: string, lang: Lang): boolean {
  return says(A_REPORT_DISAGREEING, text, lang);
}

/** When not to run an experiment (不适合做 A/B 测试的场景): not how to run one. */
const NOT_TO_TEST: Record<Lang, RegExp> = {
  en: /\b(?:not|never|n't) (?:to )?(?:run|use|do|bother with|rely on) (?:an? )?(?:a\/?b|split|controlled) (?:test|experiment)s?\b|\b(?:a\/?b|split) test(?:ing)? (?:is|would be) (?:the )?wrong\b/,
  zh: /不(?:适合|应该|需要|要|能|去|该)(?:做|用|上)\s?(?:A\s?\/?\s?B|ab)|(?:A\s?\/?\s?B|ab)\s?(?:测试|实验)[^，。？?]{0,6}不(?:适合|适用|管用)/i,
};

/** Whether the question asks when not to run an A/B test (see NOT_TO_TEST). */
export function asksWhenNotToTest(text: string, lang: Lang): boolean {
  return says(NOT_TO_TEST, text, lang);
}

/**
 * The candidate as the interviewer ("the questions you ask candidates", 你面试别人的时候): every general classic asks
 * the candidate as the one interviewed.
 */
const AS_INTERVIEWER: Record<Lang, RegExp> = {
  en: /\b(?:when|while) you(?:'re| are)? (?:the one )?(?:doing the )?interview(?:ing|s)?\b|\b(?:ask|asking) (?:the )?(?:candidates|applicants|interviewees)\b|\bwhen you interview (?:someone|people|others|candidates)\b|\byou interview (?:candidates|applicants|people)\b|\b(?:like|as if|pretend) (?:i'?m|i am) (?:a |the )?(?:candidate|applicant|new hire|recruit)\b|\b(?:candidates?|applicants?|people|someone|talent) you(?:'re| are)? (?:trying to )?(?:recruit|hire|attract)\b|\b(?:if|suppose|imagine) you(?: were|'re| are) (?:the one |the person )?(?:hiring|recruiting|doing the hiring|the hiring manager)\b/,
  zh: /(?:如果|假如|假设)(?:你|换你)(?:是|来当|来做)?(?:面试官|招聘的人|招人的人|招这个岗位的人|hr|HR)|(?:你|自己)(?:在)?面试(?:别人|候选人|应聘者|新人)|(?:问|考)(?:候选人|应聘者)|(?:假设|假如|把)我(?:是|当成?)(?:一个|一位)?(?:候选人|应聘者|求职者)|(?:你|自己)(?:要|去|在)?(?:招|招聘|吸引)(?:的)?(?:候选人|人才|应聘者)/,
};

/** Whether the candidate is asked as the interviewer of others (see AS_INTERVIEWER). */
export function asksAsTheInterviewer(text: string, lang: Lang): boolean {
  return says(AS_INTERVIEWER, text, lang);
}

/** Hiring as a subject of work (time-to-hire, the hiring pipeline, 缩短招聘周期): not why we should hire the candidate. */
const HIRING_AS_SUBJECT: Record<Lang, RegExp> = {
  en: /\btime[- ]to[- ](?:hire|fill)\b|\bcost[- ]per[- ]hire\b|\bhiring (?:process|pipeline|funnel|plan|needs|bar|strategy|metrics?|targets?)\b/,
  zh: /招聘(?:流程|周期|效率|漏斗|计划|渠道|策略|指标)|(?:缩短|提升|优化|改进)[^，。？?]{0,4}招聘/,
};

/** Whether hiring is asked as a subject of work (see HIRING_AS_SUBJECT). */
export function asksOfHiringAsWork(text: string, lang: Lang): boolean {
  return says(HIRING_AS_SUBJECT, text, lang);
}

/**
 * A web address or a browser named ("type google.com into Chrome", 在浏览器里输入网址): what happens when you type
 * a command into a terminal, or anything else, is not that classic.
 */
const WEB_ADDRESS: Record<Lang, RegExp> = {
  en: /\b(?:url|browser|web ?(?:address|site|page)|website|address bar|dot com|link|domain|chrome|safari|firefox|edge|site|page|https?)\b|\.com\b/,
  zh: /网址|浏览器|域名|网站|网页|页面|链接|url|地址栏|\.com|百度|淘宝|https?/i,
};

/** Whether a question names no web address or browser (see WEB_ADDRESS). */
export function namesNoWebAddress(text: string, lang: Lang): boolean {
  return !says(WEB_ADDRESS, text, lang);
}

/** When the candidate could start: a question about starting that names no time asks something else. */
const WHEN: Record<Lang, RegExp> = {
  en: /\b(?:when|how soon|how quickly|how long|how fast|earliest|notice|available|availability|start date|timeline|timing|weeks?|months?|days?)\b/,
  zh: /什么时候|多久|何时|多快|哪天|最快|尽快|最早|时间|日期|档期|几号|多长|离职|交接|随时/,
};

/** Whether a question names when (see WHEN). */
export function asksWhen(text: string, lang: Lang): boolean {
  return says(WHEN, text, lang);
}

/**
 * A thing to design set as a task ("how would you design the checkout for …", 如果让你设计一个共享单车App的还车
 * 流程): a design exercise, not the candidate's design process in general.
 */
const DESIGN_TASK: Record<Lang, RegExp> = {
  en: /\b(?:how would you|if you (?:were to|had to)|could you|can you|please|you'd) (?:re)?design (?:a|an|the|our|this)\b/,
  zh: /(?:让你|请你|要你|由你)(?:来)?(?:重新)?设计|(?:流程|系统|页面|功能|方案|界面|体系|机制|模块|入口|弹窗|表单)[^，。？?]{0,6}(?:你)?(?:会|要|打算)?(?:怎么|如何)(?:去|来)?设计/,
};

/** Whether a design is set as a task (see DESIGN_TASK). */
export function setsADesignTask(text: string, lang: Lang): boolean {
  return says(DESIGN_TASK, text, lang);
}

/** A preference asked ("how do you prefer to get feedback", 你更喜欢哪种): no story of a time. */
const PREFERENCE: Record<Lang, RegExp> = {
  en: /\b(?:do|would) you (?:prefer|rather)\b|\bhow do you (?:prefer|like) to\b|\b(?:preferred|favou?rite) (?:way|style|kind|type)\b|\bwhat (?:kind|sort|type) of [a-z ]{1,30} do you (?:prefer|like|enjoy)\b/,
  zh: /更喜欢|更倾向|偏好|喜欢(?:什么样|哪种|怎样)的|你喜欢(?:怎么|如何)/,
};
/** A story asked: tell me about a time, describe a situation, 讲一次 … 经历. */
const STORY: Record<Lang, RegExp> = {
  en: /\b(?:tell (?:me|us) about|describe|share|give (?:me |us )?an example of|walk (?:me|us) through) (?:(?:a|an|the|one|your|some) )?(?:\w+ ){0,3}(?:time|situation|occasion|experience|moment|project|piece of)\b|\bhave you ever\b/,
  zh: /讲(?:一个|一次|讲)|说(?:一个|一次)|谈谈你.{0,12}(?:经历|一次)|经历/,
};

/** Leaving asked as a hypothetical (what would make you quit, 什么情况下你会离职): no reason for leaving now. */
const LEAVING_IF: Record<Lang, RegExp> = {
  en: /\bwhat would (?:make|cause|drive|push|lead|get) you (?:to )?(?:want to )?(?:leave|quit|resign|walk away)\b|\bunder what (?:circumstances|conditions) would you (?:leave|quit|resign)\b/,
  zh: /(?:什么|哪些|哪种)情况下[^，。？?]{0,8}(?:离职|辞职|走人|离开|跳槽)|会让你(?:想|决定)?(?:离职|辞职|离开|跳槽)/,
};

/** Whether leaving is asked as a hypothetical (see LEAVING_IF). */
export function asksLeavingAsIf(text: string, lang: Lang): boolean {
  return says(LEAVING_IF, text, lang);
}

/** Another party's campaign (a competitor's, one you admire, 别的品牌的活动): not one the candidate ran. */
const OTHERS_CAMPAIGN: Record<Lang, RegExp> = {
  en: /\b(?:a|an|another|other|some|one) (?:competitor|rival|brand|company)(?:'s)? (?:\w+ ){0,2}campaign|\bcampaign (?:that |which )?(?:a|an|another|some|one|other) (?:competitor|rival|brand|company)|\b(?:competitors?|rivals?|other brands?|other companies)(?:'s|')? (?:\w+ ){0,2}campaigns?\b|\bcampaign(?:s)? (?:that |which )?you (?:\w+ )?(?:admire|admired|love|loved|envy|envied)\b|\b(?:admire|admired) (?:\w+ ){0,3}campaign/,
  zh: /(?:别的|别家|其他|竞品|竞争对手|对手)(?:的)?(?:品牌|公司|对手)?[^，。？?]{0,12}(?:营销|推广)?活动|(?:欣赏|佩服|羡慕)[^，。？?]{0,12}(?:营销|推广)?活动/,
};

/** Whether another party's campaign is asked (see OTHERS_CAMPAIGN). */
export function asksOfOthersCampaign(text: string, lang: Lang): boolean {
  return says(OTHERS_CAMPAIGN, text, lang);
}

/** A product asked for its flaws (badly designed, the worst, 最难用的): no favourite to improve. */
const FLAWED_PRODUCT: Record<Lang, RegExp> = {
  en: /\b(?:badly|poorly|terribly) designed\b|\b(?:worst|least favou?rite)\b|\bfrustrat\w*|\b(?:hate|can'?t stand)\b/,
  zh: /设计得?(?:很|特别|非常)?(?:差|烂|糟糕|反人类)|最(?:讨厌|不喜欢|难用)|(?:很|特别|非常)难用|反人类/,
};

/** Whether a product is asked for its flaws (see FLAWED_PRODUCT). */
export function asksOfAFlawedProduct(text: string, lang: Lang): boolean {
  return says(FLAWED_PRODUCT, text, lang);
}

/** A hypothetical asked (what would you do if, suppose, 假如 … 你会): no story of a time. */
const HYPOTHETICAL: Record<Lang, RegExp> = {
  en: /\bhypothetically\b|\bwhat would you do\b|\bhow would you (?:handle|respond|react|deal|approach|plan|organi[sz]e|run|set up)\b|\bimagine\b|\bsuppose\b|\bpretend\b/,
  zh: /假如|假设|如果(?:让|要)?你|要是(?:让)?你|让你(?:来)?(?:策划|设计|负责|做)|(?:怎么|如何)(?:策划|组织|办)一(?:场|个|次)/,
};

/**
 * The asked question sets a kind of ask (a preference, a hypothetical) where the held one wants a story: "how do you
 * prefer to get feedback" against "tell me about critical feedback you received", "如果让你策划一场开业活动" against
 * a campaign you ran.
 */
const askOfAStory =
  (ask: Record<Lang, RegExp>) =>
  (text: string, held: string, lang: Lang): boolean =>
    says(ask, text, lang) && !says(STORY, text, lang) && says(STORY, held, lang) && !says(ask, held, lang);

/** Whether a preference is asked where the held question wants a story (see PREFERENCE). */
export const asksAPreferenceOfAStory = askOfAStory(PREFERENCE);
/** Whether a hypothetical is asked where the held question wants a story (see HYPOTHETICAL). */
export const asksAHypotheticalOfAStory = askOfAStory(HYPOTHETICAL);

/** Being persuaded (someone changed your mind, 说服了你): no conflict to resolve. */
const PERSUADED: Record<Lang, RegExp> = {
  en: /\b(?:changed|change|changing) your mind\b|\b(?:convinced|persuaded|talked|talk|talks) you (?:to|into|out of|that)?\b|\bwon you over\b/,
  zh: /说服了?你|改变了?你的(?:看法|想法|主意|观点)|让你改变(?:了)?(?:看法|想法|主意|观点)/,
};

/** Whether the candidate is asked of being persuaded (see PERSUADED). */
export function asksOfBeingPersuaded(text: string, lang: Lang): boolean {
  return says(PERSUADED, text, lang);
}

/** An objection that is not the price (lead time, delivery, features, 交期): no price objection. */
const OTHER_OBJECTION: Record<Lang, RegExp> = {
  en: /\b(?:lead times?|delivery|shipping|turnaround|features?|quality|support|contract (?:length|terms))\b|\b(?:let me|let us|(?:i|we|they)(?:'ll| will| need to| want to)) (?:think (?:it|about it)(?: over)?|sleep on it|get back to you)\b/,
  zh: /交货|交期|货期|周期|功能|质量|售后|服务|(?:我|我们)?(?:再)?考虑(?:一下|考虑)|回头(?:再)?(?:联系|说)/,
};
const PRICE: Record<Lang, RegExp> = {
  en: /\b(?:price|pricing|cost|costs|expensive|pricey|cheap\w*|budget|discount|quote)\b/,
  zh: /价|贵|便宜|钱|预算|折扣|报价/,
};

/** Whether the objection asked is about something other than the price (see OTHER_OBJECTION). */
export function objectsToOtherThanPrice(text: string, lang: Lang): boolean {
  return says(OTHER_OBJECTION, text, lang) && !says(PRICE, text, lang);
}

/** How the candidate keeps learning as a habit (通过哪些渠道学习, how do you keep up): no time they learned fast. */
const LEARNING_HABIT: Record<Lang, RegExp> = {
  en: /\bhow do you (?:usually |normally |typically )?(?:keep (?:up|learning)|stay (?:up to date|current|on top))\b|\bwhere do you (?:usually |normally |typically )?(?:learn|go to learn)\b|\bwhat (?:sources|resources|channels)\b[^.?!]{0,30}\blearn/,
  zh: /(?:平时|平常|一般|通常|日常)[^，。？?]{0,10}(?:渠道|方式|途径)[^，。？?]{0,6}学习|(?:通过|从)(?:哪些|什么)(?:渠道|途径|方式)[^，。？?]{0,6}学习/,
};

/** Whether the candidate's habit of learning is asked (see LEARNING_HABIT). */
export function asksHowTheyKeepLearning(text: string, lang: Lang): boolean {
  return says(LEARNING_HABIT, text, lang);
}

/**
 * A situation set and what the candidate would do in it (如果领导给你分了一个你不擅长的任务，你会怎么办): its words of
 * strength or weakness describe the situation, they ask for none of the candidate's.
 */
const SITUATION: Record<Lang, RegExp> = {
  en: /\b(?:if|suppose|imagine|say)\b[^?]{3,80}\b(?:what would you do|how would you (?:handle|deal with|respond|react|approach)(?: it| that| this)?)\b|\b(?:what would you do|how would you (?:handle|respond|react))\b[^?]{0,20}\bif\b/,
  zh: /(?:如果|假如|假设|要是)[^？?]{2,40}(?:你会怎么办|你怎么办|怎么办|你会怎么做|你会怎么处理|你会如何处理|你会如何应对)/,
};

/** Whether a situation is set and the candidate asked what they would do in it (see SITUATION). */
export function setsASituation(text: string, lang: Lang): boolean {
  return says(SITUATION, text, lang);
}
