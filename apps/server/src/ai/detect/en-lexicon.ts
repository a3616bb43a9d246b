// Word lists of the English rules. Kept apart so the rules read as logic.

const set = (words: string) => new Set(words.split(' '));

export const WH = set('what how why when where which who whose whom');
export const AUX = set(
  'is are was were do does did would could should can will has have had might may shall must am',
);
/** Subjects that make "aux + subject" an inverted question (first person excluded: that is the speaker). */
export const SUBJECTS = set(
  'you your there it that this the these those they he she anyone anything anybody someone something ' +
    'everyone a an any some his her their its our yours other others each most people',
);
export const FIRST_PERSON = set('i we me us my our');
/** Words a speaker opens with that say nothing about the sentence's kind. */
export const FILLERS = set(
  'um umm uh uhm er erm hmm mm so okay ok alright right well and now great good cool then yeah yes sure ' +
    'perfect thanks nice also but next oh interesting fine actually anyway alright lovely excellent wow',
);
/** Verbs of "what happened / what made you" questions, where the wh-word is the subject. */
export const SUBJECT_VERBS = set(
  'happened happens made makes led leads caused causes drove drives motivates motivated motivate changed ' +
    'went worked helped surprised surprises prompted convinced inspired inspires attracted attracts excites ' +
    'excited interests interested brought brings keeps kept decided determines determined matters mattered ' +
    'stands stood comes came',
);
/** "how many / how long ..." */
export const HOW_DEGREE = set('many much long often big far soon old large well quickly fast');
/** Verbs of interview prompts ("describe ...", "explain ..."). */
export const PROMPT_VERBS = set(
  'describe explain elaborate summarize summarise outline compare define estimate justify clarify ' +
    'list rank sketch contrast discuss',
);
/** What may follow "tell me / tell us" in a prompt (not "tell me if you need a break"). */
export const TELL_OBJECTS = set(
  'about more how what why when which where who a an your one something anything some the',
);
/** Words after which "tell me about ..." is narrative, not a prompt ("he told me about"). */
export const NARRATIVE_BEFORE = set(
  'i we he she they to will would not never always once who just might may',
);
/** Openers of a candidate's answer. */
export const ANSWER_OPENERS = [
  'because',
  'cause',
  'the reason',
  'basically',
  'so basically',
  'it was',
  'that was',
  'it is',
  'it depends',
  'which is why',
  'which means',
  'what happened was',
  'to answer',
  'for example i',
  'for example we',
  'in my',
  'at my',
  'at that time',
];
/** Phrases that ask indirectly ("I'd like to hear how ..."). */
export const INDIRECT = [
  /^i would (like|love) to (hear|know|understand|learn|see|talk|get)\b/,
  /^i am (curious|interested) (about|how|what|why|whether|if|to|in)\b/,
  /^i (want|wanted) to (hear|know|understand|learn|ask)\b/,
  /^i (wonder|wondered|was wondering) (if|how|what|whether|why|when|which)\b/,
  /^(help|let) me understand\b/,
  /^let me ask you\b/,
  /^(my|the) (next |last |first |final )?question (is|was)\b/,
  /^it would be (great|good|nice|helpful|interesting) to (hear|know|understand|learn)\b/,
  /\b((thing|question) (i|we)|what (i|we)) (want|wanted|would like) to (ask|know|hear|understand)( you| about)? (is|was)\b/,
];
/** "… yourself, or was it a team effort": the second half of a choice question. */
export const OR_CHOICE =
  /\bor (was|is|did|do|does|were|are|would|will|have|has|should|could) (it|that|you|they|there|this|someone)\b/;
/** Small talk and call logistics: grammatical questions that need no interview answer. */
export const SMALL_TALK =
  /^(how are you|how is it going|how (is|was|has) (your|the) (day|week|weekend|morning|afternoon|evening|trip|commute|flight|holiday|journey)|how have you been|(can|could) you (hear|see) (me|my|us|the screen)|can everyone|is my (audio|video|screen|mic|sound|connection)|am i (audible|on mute|muted)|are you ready|(shall|should|can) we (start|begin|get started)|do you need (a|some|another) (minute|second|break|moment)|would you like (some|a|any) (water|coffee|tea|drink|break)|did you find (the|our) (place|office|room|building|link)|nice to meet you|is (this|now) (still )?a good time)\b/;
/** Call logistics anywhere in a sentence ("before we start, do you mind if I record this?"). */
export const LOGISTICS =
  /\b(do you mind if (i|we)|would you mind if (i|we)|is it (ok|okay|alright|fine) if (i|we)|mind if (i|we)|record (this|the) (call|meeting|session|interview)|(can|could) you (hear|see) (me|us|my screen)|on mute|you are muted|you are on mute|repeat (the|that|your) question|repeat that|say that again|did not (catch|hear) (that|the question|you))\b/;
/** "give me a second": a request for time, not for an answer. */
export const GIVE_ME_TIME = /^give (me|us) (a|one|another) (second|sec|minute|moment)\b/;
/** Courtesies that may trail a question without changing it. */
export const COURTESY =
  /^(take your time|no rush|no pressure|no worries|thanks|thank you|feel free\b.*|briefly is fine|in as much detail as you (like|want)|whatever comes to mind|if you can|if you remember|roughly is fine|just roughly)$/;
/** A trailing fragment that extends the question before it ("..., for the checkout API"). */
export const CONTINUATION = set(
  'for with in on at like say especially particularly including such from about regarding versus vs',
);
