import type { Lang } from '@offerpilot/shared';

/**
 * What an answer proposes that an interviewer reads as a red flag whatever else it says: hiding a mistake,
 * fixing it behind people's backs, skipping a control, covering a loss so nobody notices, blaming others.
 * Each cue is the candidate's own act in plain words; one the clause itself negates ("rather than quietly
 * fixing it", 没有想着自己悄悄改掉) or that the question already names (a CEO asking to 绕过 the pipeline)
 * does not count, and neither does one that someone else does (see theirs).
 */
/** Global (`g`) for matchAll, which reads a copy and leaves the shared pattern's state alone. */
const CUES: Record<Lang, RegExp> = {
  en: /\bquietly (?:fix|correct|adjust|change|cover|delete|remov|patch|updat|replac|edit|swap|rewrit|sort)\w*|\bI (?:didn't|did not|won't|wouldn't|would not|will not|never) (?:tell|inform|escalate|report|flag|mention|notify|disclose) (?:it to |this to |that to )?(?:anyone|anybody|my (?:manager|boss|lead|team)|the (?:client|customer|team|manager|auditors?|user)s?|them)\b|\bI'?d? (?:just )?(?:skip|skipped|bypass|bypassed) (?:the )?(?:tests?|testing|qa|code review|review|checks?|approval|sign-off|pipeline)\b|\bso (?:no one|nobody|they|the (?:client|customer|auditors?|manager)) (?:would|will|wouldn't|won't|never) (?:notice|find out|know|see it)\b|\bwithout (?:telling|informing) (?:anyone|anybody|the (?:client|customer|team|manager)|my (?:manager|boss|lead))\b|\bcover(?:ed|ing)? (?:it|this|that) up\b|\bkeep (?:it|this) (?:quiet|between us|to myself)\b|\bask(?:ed)? (?:him|her|them|the (?:\w+ )?(?:nurse|customer|client|user|staff|team|engineer)) not to (?:file|report|log|escalate|mention|raise|post)\b|\b(?:delete|deleted|remove|removed|hide|hid|take down|took down) (?:the |their |her |his |those |these )?(?:negative |critical |bad |angry )?(?:posts?|comments?|reviews?|complaints?)\b|\b(?:that|this|it) (?:isn't|wasn't|is not|was not) (?:really |actually |exactly |strictly |quite )?true, but\b|\bwhich (?:wasn't|isn't|was not|is not) (?:really |actually |exactly |strictly |entirely |quite )?true\b|\beven (?:if|though) (?:that's|it's|that is|it is|that was|it was|this is) not (?:really |actually |exactly |strictly |entirely |quite )?true\b|\bbackdat(?:e|ed|ing)\b|\bside letter\b|\b(?:buy|bought|purchase|purchased|paid for) (?:a (?:package|batch|bunch) of |some |fake )?(?:[\d,.]+k? )?(?:fake )?(?:accounts|followers|registrations|sign-?ups|reviews|likes|installs|downloads)\b|\bsplit\w* (?:the|it|them|this|that) (?:[\w']+ ){0,8}?(?:below|under|within) (?:the |our |a |each |my )?(?:[\w']+ ){0,2}?(?:threshold|limit|sign-off)s?\b|\b(?:I|we) (?:wouldn't|would not|won't|didn't|did not) (?:(?:bring it up|raise it|reopen it)(?=[.,;!?]| (?:because|since|as|so)\b)|go through (?:the )?(?:legal|compliance|privacy) (?:review|team|check))|\bso (?:my (?:manager|boss)|the (?:client|customer|auditors?|regulator|bank)|they|he|she) (?:wouldn't|won't|doesn't|don't) (?:escalate|get flagged|flag it|ask|question)\b|\b(?:he|she|they|the (?:client|customer|cfo)) (?:didn't|did not|never) notice\b|\bmy (?:manager|boss|team lead|director|leadership(?: team)?|company|team) (?:is|was|are|were) (?:\w+ )?(?:incompetent|useless|clueless|stupid|an idiot|a joke|a mess)\b|\b(?:bring|take) (?:a lot of |some of |all of |most of )?(?:that |the |our |my |their )?(?:business|clients|customers|client list|customer list|contacts) with me\b/gi,
  zh: /悄悄|偷偷|瞒着|隐瞒|不(?:会|用|必|去)?主动(?:通知|告诉|说|提|汇报|披露|告知)|跳过(?:了)?[^，。,；]{0,4}(?:测试|审核|审批|检查|评审|流程|验收)|绕过|甩锅|伪造|编造|做假|先斩后奏|神不知鬼不觉|没有?(?:告诉|通知|上报|汇报|告知)(?:主管|领导|经理|老板|团队|客户|他们|审计|财务|用户|任何人)|不让(?:审计|领导|主管|经理|客户|老板|别人|他们|财务|监管)[^，。,；]{0,4}(?:发现|知道|注意到)|没有?走[^，。,；]{0,4}(?:审批|审核|流程)|应付(?:一下|这次|过去)?[^，。,；]{0,6}(?:检查|审计|合规|审核)|删(?:除|掉)了?(?:这条|那条|她的|他的|用户的|顾客的|客户的)?(?:差评|负面评论|投诉|帖子|评论|消息)|请(?:他|她|对方|他们)不要(?:再)?(?:上报|投诉|发|报)|(?:其实|虽然|尽管|即使)(?:这|那|这个|那个)?(?:并)?(?:不是|不算)(?:真的|事实|实话)|倒签|抽屉协议|刷单|刷量|刷好评|买粉|(?:买|购买)了?(?:一批|一些|一波)?(?:粉丝|好评|注册量?|账号|水军|流量)|水军|拆(?:成|分成?)[^，。,；]{0,12}(?:以下|以内|之内|额度内|权限内)|(?:领导|上司|老板|经理|主管|公司|团队)(?:很|特别|非常|太|就是)?(?:无能|不靠谱|一团糟|垃圾|很烂|太烂)|(?:把|将)(?:客户|客户资源|客户名单|客户资料|手上的客户)[^，。,；]{0,6}(?:带走|带过来|带到)/g,
};
/** A negation or contrast before the cue in the same clause: the answer rejects what follows. */
const NEGATED: Record<Lang, RegExp> = {
  en: /\b(?:not|never|no|instead of|rather than|before|without|avoid|don't|didn't|won't|wouldn't|shouldn't|can't|cannot)\b[^.,;!?]*$/i,
  zh: /(?:没有|没|不|别|而非|避免|绝不|不能|不应该|不该|禁止|被)[^，。,；！？]{0,10}$/,
};
/**
 * Whether the act is the candidate's: in English, I or we in its sentence before it; in Chinese, which drops
 * the subject (第二，悄悄修正), no one else named in its clause before it ("但买方仓库没走退货流程" is a cause).
 */
function theirs(cue: string, lang: Lang, sentence: string, clause: string): boolean {
  // 我让客户倒签: someone else acts at the candidate's bidding.
  if (lang === 'zh') return !SOMEONE_ELSE.test(clause) || BIDDING.test(clause);
  // An untruth the answer admits to ("which wasn't really true") is the speaker's own, whoever said it.
  return (
    /^(?:I|my)\b/i.test(cue) || /\btrue\b/i.test(cue) || /\b(?:I|I'd|I'll|I'm|[Ww]e|[Ww]e'd)\b/.test(sentence)
  );
}
const SOMEONE_ELSE =
  /他|她|对方|对手|竞品|商家|卖家|同事|客户|供应商|卖方|买方|仓库|公司|部门|领导|主管|经理|老板|用户|有人|别人/;
const BIDDING = /我[^，。,；]{0,4}(?:让|叫|请|要求|安排)/;
const REJECTED_REFUSAL = /(?:而不是|不能|不应该)[^，。]{0,6}$/;
const CLAUSE_ENDS: Record<Lang, string> = { en: '.;!?', zh: '，。,；！？' };

/** The text after the last of the given characters (the whole text when none occurs). */
function after(text: string, stops: string): string {
  let i = text.length - 1;
  while (i >= 0 && !stops.includes(text.charAt(i))) i--;
  return text.slice(i + 1);
}

/** The red-flag phrases an answer holds, as written. */
export function redFlags(answer: string, question: string, lang: Lang): string[] {
  const found: string[] = [];
  const asked = question.toLowerCase();
  for (const m of answer.matchAll(CUES[lang])) {
    const cue = m[0];
    if (asked.includes(cue.toLowerCase())) continue;
    const before = answer.slice(Math.max(0, m.index - 200), m.index);
    const clause = after(before, CLAUSE_ENDS[lang]);
    if (!theirs(cue, lang, after(before, '.!?'), clause)) continue;
    // 不主动通知 is itself a refusal: only a contrast before it (而不是不主动通知) takes it back.
    const negated =
      lang === 'zh' && cue.startsWith('不') ? REJECTED_REFUSAL.test(clause) : NEGATED[lang].test(clause);
    if (negated) continue;
    found.push(cue);
  }
  return found;
}
