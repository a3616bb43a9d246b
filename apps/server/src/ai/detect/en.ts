import { byScore, cutSentences, statement, type ClauseVerdict, type Sentence } from './clause.ts';
import * as L from './en-lexicon.ts';
import { trimEndOf } from '@offerpilot/shared';

const CONTRACTIONS: [RegExp, string][] = [
  [/[‘’`]/g, "'"],
  [/\b(what|how|where|who|that|it|there|here|when|why|which)'s\b/g, '$1 is'],
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'can not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\blet's\b/g, 'let us'],
  [/\bi'm\b/g, 'i am'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
];
/** Lead-ins that only announce the question ("moving on to the next one", "let me ask you this"). */
const LEAD_INS =
  /^(thank you|i see|you know|moving on( to the next one)?|one more (thing|question)|last question|let me ask you this|next question|(in|from) your (opinion|view|experience|perspective|point of view)|based on your experience|looking back|thinking back|in hindsight|personally|honestly)\b/;

/** Lower-cased words with contractions spelled out ("what's" -> "what is"). */
function words(text: string): string[] {
  let s = text.toLowerCase();
  for (const [re, to] of CONTRACTIONS) s = s.replace(re, to);
  return (s.match(/[a-z0-9][a-z0-9'+#.-]*/g) ?? []).map((w) => trimEndOf(w, ".'-"));
}

/** Drops the fillers and announcing lead-ins a speaker opens with. */
function stripOpeners(all: string[]): string[] {
  let w = all;
  for (;;) {
    const lead = LEAD_INS.exec(w.join(' '));
    if (lead) w = w.slice(lead[0].split(' ').length);
    else if (w[0] && L.FILLERS.has(w[0])) w = w.slice(1);
    else return w;
  }
}

interface Cue {
  score: number;
  reason: string;
  /** The cue speaks to the listener ("you", "your" from the cue on). */
  addressed: boolean;
}

const isBoundary = (w: string[], i: number) =>
  i === 0 || L.FILLERS.has(w[i - 1] ?? '') || w[i - 1] === 'please';
const addressedFrom = (w: string[], i: number) =>
  w.slice(i).some((x) => x === 'you' || x === 'your' || x === 'yourself');
/** Words after which a wh-clause is reported speech ("I asked what the priority was"). */
const EMBEDDING = new Set(
  'know knew asked ask wonder sure tell told explain understand remember forgot figure see decide decided'.split(
    ' ',
  ),
);
/** Words before a mid-sentence "do you" that make it part of a clause ("if you have ..."). */
const NOT_BEFORE_AUX = new Set(
  'if than as that when what where how why who which because whether unless until before after once while since'.split(
    ' ',
  ),
);
const MID_AUX = new Set('do did does have has can could would will are were'.split(' '));

/** "what surprised me most was ...": a wh-clause that is the subject of "was", so an answer. */
function isCleft(w: string[], i: number): boolean {
  for (let j = i + 2; j < Math.min(w.length - 1, i + 6); j++) {
    const word = w[j] ?? '';
    if (word === 'you' || word === 'your') return false;
    if (word === 'was' || word === 'is') return true;
  }
  return false;
}

/** wh-questions: "what would you", "how many users did", "which part ... are you", "what made you". */
function whCue(w: string[], i: number): Cue | 'self' | undefined {
  const [wh = '', next = '', third = ''] = w.slice(i, i + 3);
  const boundary = isBoundary(w, i);
  // "you said the launch slipped, what caused that": a clause opening on "you" is said to the listener.
  const addressed = addressedFrom(w, i) || w[0] === 'you';
  const cue = (score: number, reason: string): Cue => ({ score, reason, addressed });
  if (!next) return boundary ? cue(0.7, `a bare "${wh}"`) : undefined;
  if (wh === 'which' && (next === 'means' || (/^(is|was|made|makes)$/.test(next) && L.WH.has(third))))
    return undefined;
  if (!boundary && EMBEDDING.has(w[i - 1] ?? '')) return undefined;
  if (L.AUX.has(next)) {
    if (L.FIRST_PERSON.has(third) && !addressed) return 'self';
    if (boundary) return cue(0.9, `"${wh} ${next}" opens a question`);
    return L.SUBJECTS.has(third) ? cue(0.8, `"${wh} ${next} ${third}" inside the sentence`) : undefined;
  }
  const inverted = () => {
    for (let j = i + 2; j < Math.min(w.length - 1, i + 7); j++) {
      if (L.AUX.has(w[j] ?? '') && !L.FIRST_PERSON.has(w[j + 1] ?? 'i')) return true;
    }
    return false;
  };
  if (wh === 'how' && L.HOW_DEGREE.has(next)) {
    if (inverted()) return cue(0.85, `"how ${next} ..." with an inverted verb`);
    return boundary ? cue(0.65, `"how ${next}" opens the sentence`) : undefined;
  }
  if (wh === 'how' && /^(come|so|about)$/.test(next) && boundary) return cue(0.8, `"how ${next}"`);
  if (wh === 'why' && next === 'not' && boundary) return cue(0.75, '"why not"');
  if ((wh === 'what' || wh === 'who') && L.SUBJECT_VERBS.has(next)) {
    if (isCleft(w, i)) return undefined;
    if (boundary) return cue(0.8, `"${wh} ${next}" asks about a cause or event`);
    return addressed ? cue(0.6, `"${wh} ${next}" inside the sentence`) : undefined;
  }
  // "what drew you to …", "who inspired you": a verb with the listener as its object.
  if (
    (wh === 'what' || wh === 'who') &&
    boundary &&
    /^(you|your|yourself)$/.test(third) &&
    !L.FIRST_PERSON.has(next)
  )
    return cue(0.8, `"${wh} ${next} ${third}" asks about the listener`);
  if (wh === 'what' || wh === 'which' || wh === 'whose') {
    if (L.FIRST_PERSON.has(next)) return undefined;
    if (inverted() && (boundary || addressed)) return cue(0.85, `"${wh} ..." with an inverted verb`);
    if (boundary && wh !== 'what') return cue(0.7, `"${wh}" opens the sentence`);
    if (boundary && /^(kind|type|sort|about|else|if|exactly)$/.test(next)) return cue(0.75, `"what ${next}"`);
  }
  return undefined;
}

/** "do you", "have you ever", "is there", "was that ...". */
function auxCue(w: string[], i: number): Cue | undefined {
  const [aux = '', subject = ''] = w.slice(i, i + 2);
  if (!L.AUX.has(aux) || !subject) return undefined;
  const boundary = isBoundary(w, i);
  const addressed = addressedFrom(w, i);
  if (subject === 'you' || subject === 'your') {
    if (boundary) return { score: 0.9, reason: `"${aux} ${subject}" opens a question`, addressed };
    if (MID_AUX.has(aux) && !NOT_BEFORE_AUX.has(w[i - 1] ?? ''))
      return { score: 0.6, reason: `"${aux} ${subject}" inside the sentence`, addressed };
    return undefined;
  }
  if (!boundary) return undefined;
  if (L.SUBJECTS.has(subject))
    return { score: 0.75, reason: `"${aux} ${subject}" opens a question`, addressed };
  if (L.FIRST_PERSON.has(subject))
    return { score: 0.3, reason: `"${aux} ${subject}": the speaker asks for themself`, addressed };
  return undefined;
}

/** Interview prompts: "tell me about", "walk me through", "describe", "give me an example". */
function promptCue(w: string[], i: number): Cue | undefined {
  const [verb = '', object = '', third = ''] = w.slice(i, i + 3);
  const addressed = true;
  const narrative = L.NARRATIVE_BEFORE.has(w[i - 1] ?? '');
  if (verb === 'tell' && (object === 'me' || object === 'us') && L.TELL_OBJECTS.has(third) && !narrative)
    return { score: 0.9, reason: `"tell ${object} ${third}" prompts an answer`, addressed };
  if (
    /^(walk|talk|take|run|bring)$/.test(verb) &&
    /^(me|us)$/.test(object) &&
    /^(through|over)$/.test(third) &&
    !narrative
  )
    return { score: 0.9, reason: `"${verb} ${object} ${third}" prompts an answer`, addressed };
  const opens = isBoundary(w, i) || (w[i - 1] === 'to' && w[i - 2] === 'you');
  if (!opens) return undefined;
  if (L.PROMPT_VERBS.has(verb)) return { score: 0.85, reason: `"${verb}" opens a prompt`, addressed };
  if (verb === 'give' && /^(me|us)$/.test(object) && !L.GIVE_ME_TIME.test(w.slice(i).join(' ')))
    return { score: 0.85, reason: '"give me ..." asks for an example', addressed };
  const pairs: Record<string, RegExp> = {
    share: /^(an|a|one|some|your|with|how|what|the|any)$/,
    talk: /^(about|a|to|with)$/,
    expand: /^on$/,
    go: /^(over|through)$/,
    name: /^(a|an|one|two|three|the|some|your)$/,
    pick: /^(one|a|an|your)$/,
    think: /^(of|about)$/,
    say: /^more$/,
    remind: /^(me|us)$/,
  };
  if (pairs[verb]?.test(object))
    return { score: 0.8, reason: `"${verb} ${object}" opens a prompt`, addressed };
  return undefined;
}

/** The strongest question cue anywhere in the words, or `self` for "how did we ..." self-questions. */
function strongestCue(w: string[]): Cue | 'self' | undefined {
  let best: Cue | undefined;
  let self = false;
  w.forEach((word, i) => {
    const found = L.WH.has(word) ? whCue(w, i) : (auxCue(w, i) ?? promptCue(w, i));
    if (found === 'self') self = true;
    else if (found && (!best || found.score > best.score)) best = found;
  });
  const text = w.join(' ');
  if (L.INDIRECT.some((re) => re.test(text)) && (!best || best.score < 0.85))
    best = { score: 0.85, reason: 'an indirect question ("I\'d like to hear ...")', addressed: true };
  if (L.OR_CHOICE.test(text) && (!best || best.score < 0.75))
    best = { score: 0.75, reason: 'a choice question ("..., or was it ...")', addressed: true };
  if (!best && self) return 'self';
  return best;
}

/** Tag questions: "you've used Spark before, right", "..., isn't it". */
function tagCue(w: string[]): Cue | undefined {
  const tail = w.slice(-3).join(' ');
  if (
    /(is that (right|correct)|is it not|is not it|do not you|did not you|were not you|or not|am i right)$/.test(
      tail,
    )
  )
    return { score: 0.75, reason: 'a tag question', addressed: true };
  const last = w[w.length - 1];
  if ((last === 'right' || last === 'correct') && w.slice(0, 3).some((x) => x === 'you' || x === 'your'))
    return { score: 0.7, reason: `a statement about "you" ending in "${last}"`, addressed: true };
  return undefined;
}

/** What one English clause is; `asked` when it ended with a question mark. */
export function analyzeEnglishClause(raw: string, asked: boolean): ClauseVerdict {
  const w = stripOpeners(words(raw));
  const text = w.join(' ');
  if (!w.length || L.COURTESY.test(text)) return { kind: 'filler', score: 0, reason: 'filler or courtesy' };
  if (L.SMALL_TALK.test(text) || L.LOGISTICS.test(text) || L.GIVE_ME_TIME.test(text))
    return statement('small talk or call logistics');
  const found = strongestCue(w);
  if (found === 'self') return statement('the speaker asks themself ("how did we ...") and answers');
  let cue = found ?? tagCue(w);
  const answerish =
    L.FIRST_PERSON.has(w[0] ?? '') || L.ANSWER_OPENERS.some((o) => text === o || text.startsWith(`${o} `));
  if (cue && answerish && !cue.addressed && !L.INDIRECT.some((re) => re.test(text)))
    cue = { ...cue, score: 0.3, reason: `${cue.reason}, but inside a first-person statement` };
  if (asked) {
    if (cue) return byScore(cue.score + 0.3, `${cue.reason}, ends with "?"`);
    return byScore(answerish ? 0.4 : 0.6, 'ends with "?"');
  }
  if (cue) return byScore(cue.score, cue.reason);
  if (L.CONTINUATION.has(w[0] ?? '') && !L.FIRST_PERSON.has(w[1] ?? ''))
    return { kind: 'filler', score: 0, reason: 'a fragment extending what came before' };
  if (w.length <= 2) return { kind: 'filler', score: 0.05, reason: 'too short to decide' };
  return statement(answerish ? 'a first-person statement' : 'no question cue');
}

/** Sentences at . ? ! ; : (a period only before a space, so "node.js" and "4.8" stay whole). */
export function englishSentences(text: string): Sentence[] {
  return cutSentences(text, /[?!;:]+|\.(?=\s|$)|\n+/g, (s) => [s]);
}
