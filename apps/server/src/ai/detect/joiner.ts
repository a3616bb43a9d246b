import type { Lang } from '@offerpilot/shared';
import { detectLang } from '../text/tokenize.ts';
import { detectQuestion, type QuestionDetection } from './question.ts';
import { trimEndOf } from '@offerpilot/shared';

/** What the joiner makes of one more utterance of the interviewer. */
export interface JoinResult {
  /** The question to answer, joined across fragments; absent while nothing is asked. */
  question?: string;
  /** What the interviewer said before the question in this turn ("We build payments."). */
  context?: string;
  /** A fragment is held that the next utterance may complete ("so in your last project"). */
  pending: boolean;
  /** `question` extends the question of the previous result: retract that draft and redraft. */
  revises: boolean;
  /** The detection of the text the result was decided on. */
  detection: QuestionDetection;
  /**
   * The question the turn asks so far (since the last flush or reset): `question` when one is asked now,
   * else the last one asked, which a remark after it ("I ask everyone this.") does not withdraw.
   */
  asking?: string;
}

/** How an utterance relates to the one before it. */
export interface FeedOptions {
  /**
   * It goes on from the previous utterance (the speaker paused less than the pause setting): both are decided
   * as one utterance, as if the pause had not cut them, and the earlier result is replaced; unless the
   * words before the pause asked a question and the whole reads as none ("…our team? I ask everyone
   * this."): then the new words are decided on their own, after it.
   */
  continues?: boolean;
}

export interface JoinerOptions {
  /** Statements kept as context, at most this many characters (the latest are kept). */
  maxContextChars?: number;
  /** Fragments held at most; older ones become context. */
  maxFragments?: number;
}

// A fragment ends on a word that needs more after it ("what would you", "in your last", "关于你的"), or on
// words a speaker says before the clause that carries the question ("tell me about a time", "walk me
// through", "how do you make sure").
const OPEN_END_EN =
  /\b(the|a|an|to|of|for|with|about|and|or|but|your|my|our|their|is|are|was|were|what|how|why|which|who|if|when|um|uh|(?<!thank )you|would|could|can|do|did|does|have|has|should|will|these|those|some|any|regarding|because|through|between|than|a time|make sure)$/;
const LEAD_IN_EN =
  /^(so |and |okay |now |well )*(in|on|at|for|about|regarding|during|from|with|thinking about|looking at|going back to|speaking of|when it comes to|let me ask you|my next question|one more (thing|question)|what about|and what about)\b/;
const OPEN_END_ZH =
  /(的|和|跟|与|在|对|把|被|是|就|那|这个|那个|一个|关于|对于|如果|比如|还有|然后|就是|或者|以及|你|你们|我想问|问一下|一下)$/;
const LEAD_IN_ZH =
  /^(那|嗯|好|那么)*(关于|对于|在你|至于|说到|提到|回到|针对|我想问|我想了解|问你个问题|接下来|下一个问题|那我问你|如果)/;
/** A Chinese clause that ends on its question word or particle is finished, whatever it began with (如果…怎么办). */
const ENDS_ASKING_ZH = /(怎么办|怎么做|怎么处理|怎么看|怎么样|吗|呢|什么|如何|多少|哪些|哪里|为什么)$/;
const SHI_DE_WORDS_ZH = ['如何', '怎么', '怎样', '为什么', '哪', '什么时候'];

/**
 * 是…的 around a question word within the last clause is a finished question (你是如何处理团队冲突的), not an
 * open 的. A scan, not a regular expression: `是[^，]*(如何|…)[^，]*的$` backtracks on long clauses.
 */
function isShiDeQuestionZh(text: string): boolean {
  if (!text.endsWith('的')) return false;
  const clause = text.slice(
    Math.max(text.lastIndexOf('，'), text.lastIndexOf(','), text.lastIndexOf('。')) + 1,
  );
  const shi = clause.indexOf('是');
  if (shi < 0) return false;
  return SHI_DE_WORDS_ZH.some((word) => {
    const at = clause.indexOf(word, shi + 1);
    return at >= 0 && at + word.length < clause.length;
  });
}
const CONTINUES_EN =
  /^(and|or|for|with|in|on|especially|particularly|including|like|say|such as|given|assuming)\b/i;
const CONTINUES_ZH = /^(比如|例如|特别是|尤其是|还有|以及|或者|并且|包括|而且|在|对于|针对)(?!我)/;

/** Utterance text that cannot stand alone: it opens or ends like the start of a longer sentence. */
export function isFragment(text: string, lang: Lang): boolean {
  const t = trimEndOf(text.trim(), ',，、…', true);
  if (/[.?!。？！]$/.test(t)) return false;
  if (lang === 'zh') {
    if (ENDS_ASKING_ZH.test(t) || isShiDeQuestionZh(t)) return false;
    return OPEN_END_ZH.test(t) || (LEAD_IN_ZH.test(t) && t.length <= 20);
  }
  const lower = t.toLowerCase();
  return OPEN_END_EN.test(lower) || (LEAD_IN_EN.test(lower) && lower.split(/\s+/).length <= 10);
}

const joinText = (a: string, b: string, lang: Lang) =>
  lang === 'zh' && !(/[A-Za-z0-9]$/.test(a) && /^[A-Za-z0-9]/.test(b)) ? `${a}${b}` : `${a} ${b}`;

/** What the joiner holds between utterances. */
interface JoinerState {
  fragments: string[];
  context: string[];
  lastQuestion: string | undefined;
  asking: string | undefined;
}

/**
 * Joins the interviewer's utterances (cut by pauses) into questions for the live pipeline: a lead-in
 * fragment waits for the rest ("so in your last project" + "what was the hardest bug"), statements before
 * a question are kept as its context, and an utterance that continues a question just asked revises it.
 * An utterance fed with `continues` goes on from the previous one, so a sentence cut by a pause between its
 * words or clauses is decided whole. One joiner per conversation; call `flush()`
 * when the pause setting passes while `pending`, and `reset()` when the turn passes to the candidate.
 */
export class QuestionJoiner {
  private fragments: string[] = [];
  private context: string[] = [];
  private lastQuestion: string | undefined;
  private asking: string | undefined;
  /**
   * The text the last feed decided on, the state before it and whether it asked, for an utterance that
   * continues it.
   */
  private spoken: { text: string; before: JoinerState; asked: boolean } | undefined;
  private readonly maxContextChars: number;
  private readonly maxFragments: number;

  constructor(options: JoinerOptions = {}) {
    this.maxContextChars = options.maxContextChars ?? 600;
    this.maxFragments = options.maxFragments ?? 3;
  }

  /** Takes one utterance (a transcript line) and says whether a question is now asked. */
  feed(utterance: string, lang: Lang = detectLang(utterance), options: FeedOptions = {}): JoinResult {
    const text = utterance.trim();
    const previous = options.continues ? this.spoken : undefined;
    if (previous) {
      const after = this.state();
      this.restore(previous.before);
      const joined = this.decideSpoken(joinText(previous.text, text, lang), lang, previous.before);
      if (joined.question || joined.pending || !previous.asked) return joined;
      this.restore(after);
    }
    return this.decideSpoken(text, lang, this.state());
  }

  private decideSpoken(text: string, lang: Lang, before: JoinerState): JoinResult {
    const result = this.decide(text, lang);
    this.spoken = { text, before, asked: Boolean(result.question) };
    return { ...result, asking: this.asking };
  }

  private decide(text: string, lang: Lang): JoinResult {
    const held = this.fragments.join(lang === 'zh' ? '' : ' ');
    if (held) {
      const joined = joinText(held, text, lang);
      const detection = detectQuestion(joined, lang);
      if (detection.isQuestion && !isFragment(text, lang)) return this.ask(joined, detection, lang);
      if (isFragment(text, lang) && this.fragments.length < this.maxFragments) {
        this.fragments.push(text);
        return { pending: true, revises: false, detection };
      }
      this.remember(held);
      this.fragments = [];
    }
    const detection = detectQuestion(text, lang);
    if (detection.isQuestion && !isFragment(text, lang)) return this.ask(text, detection, lang);
    if (
      !detection.isQuestion &&
      this.lastQuestion &&
      (lang === 'zh' ? CONTINUES_ZH : CONTINUES_EN).test(text)
    ) {
      const revised = joinText(this.lastQuestion, text, lang);
      this.lastQuestion = revised;
      this.asking = revised;
      return { question: revised, pending: false, revises: true, detection: detectQuestion(revised, lang) };
    }
    if (detection.isQuestion || isFragment(text, lang)) {
      this.fragments = [text];
      return { pending: true, revises: false, detection };
    }
    this.remember(text);
    this.lastQuestion = undefined;
    return { pending: false, revises: false, detection };
  }

  /**
   * The pause passed with a fragment still held: it is the question if it reads as one ("what would you
   * do"), else it becomes context.
   */
  flush(lang?: Lang): JoinResult {
    this.spoken = undefined;
    this.asking = undefined;
    const held = this.fragments.join(lang === 'zh' ? '' : ' ');
    const language = lang ?? detectLang(held);
    const detection = detectQuestion(held, language);
    this.fragments = [];
    if (held && detection.isQuestion) {
      const result = this.ask(held, detection, language);
      this.asking = undefined;
      return result;
    }
    if (held) this.remember(held);
    return { pending: false, revises: false, detection };
  }

  /**
   * "Answer now": what the interviewer said since the last question is the question at once, whether or not
   * it reads as one: the held fragments (after the statements before them, unless a question was asked in
   * between), else the question being asked, else the statements since the last question. Nothing when
   * nothing was said since.
   */
  take(lang: Lang): { question?: string } {
    const sep = lang === 'zh' ? '' : ' ';
    const said = this.fragments.length
      ? [...(this.asking ? [] : this.context), ...this.fragments].join(sep)
      : (this.asking ?? this.context.join(sep));
    const question = said.trim() || undefined;
    this.spoken = undefined;
    this.fragments = [];
    this.context = [];
    this.lastQuestion = question ?? this.lastQuestion;
    this.asking = undefined;
    return { question };
  }

  /** Forgets fragments, context and the last question (the candidate has the floor). */
  reset(): void {
    this.spoken = undefined;
    this.fragments = [];
    this.context = [];
    this.lastQuestion = undefined;
    this.asking = undefined;
  }

  private ask(text: string, detection: QuestionDetection, lang: Lang): JoinResult {
    const lead = text.slice(0, detection.start).trim();
    const question = text.slice(detection.start).trim();
    if (lead) this.remember(lead);
    const context = this.context.join(lang === 'zh' ? '' : ' ') || undefined;
    this.fragments = [];
    this.context = [];
    this.lastQuestion = question;
    this.asking = question;
    return { question, context, pending: false, revises: false, detection };
  }

  private state(): JoinerState {
    const { lastQuestion, asking } = this;
    return { fragments: [...this.fragments], context: [...this.context], lastQuestion, asking };
  }

  private restore(state: JoinerState): void {
    this.fragments = [...state.fragments];
    this.context = [...state.context];
    this.lastQuestion = state.lastQuestion;
    this.asking = state.asking;
  }

  private remember(statement: string): void {
    this.context.push(statement);
    while (this.context.join(' ').length > this.maxContextChars && this.context.length > 1)
      this.context.shift();
  }
}
