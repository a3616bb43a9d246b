// Interview questions spoken by espeak-ng, as 16 kHz mono PCM16, for the live pipeline's benchmarks.
// Made once and cached in the temp folder: a second run reads the files back in milliseconds.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { ROOT } from '../support/server.ts';

const RATE = 16_000;
const SPEED_WPM = 150;
const CACHE = join(tmpdir(), 'offerpilot-speech-v1');

export interface SpokenQuestion {
  id: string;
  lang: 'en' | 'zh';
  /** What a transcript should read: English, or Chinese characters. */
  text: string;
  /** What espeak-ng was given: the English text, or pinyin with tone numbers (voice cmn-latn-pinyin). */
  spoken: string;
  voice: string;
  /** 16 kHz mono PCM16, with the silence espeak-ng puts around a sentence (about 50 ms before, 400 after). */
  samples: Int16Array;
  /** Index of the first sample of speech and one past the last, measured by energy. */
  speechStartSample: number;
  speechEndSample: number;
  /**
   * Where each spoken part's words lie (one part, or the clauses of a question spoken with pauses between
   * them): a transcript of some audio is the words of each part in proportion to the part it covers.
   */
  parts: Array<{ words: string[]; startSample: number; endSample: number }>;
}

/** Each question, and after how many of its words a speaker may pause (a clause or phrase boundary). */
const EN: Array<[string, number]> = [
  ['Tell me about yourself.', 2],
  ['Why do you want to work at our company?', 6],
  ['What is your greatest strength?', 3],
  ['Describe a time you handled a conflict with a teammate.', 3],
  ['Tell me about a project you are proud of.', 5],
  ['How do you prioritize tasks when everything is urgent?', 5],
  ['Where do you see yourself in five years?', 5],
  ['What was the hardest bug you have fixed?', 5],
  ['How would you design a URL shortener?', 4],
  ['Explain the difference between a process and a thread.', 3],
  ['Why are you leaving your current job?', 4],
  ['Describe a time you failed and what you learned.', 5],
  ['How do you handle feedback from your manager?', 5],
  ['What motivates you at work?', 3],
  ['Tell me about a time you led a team under pressure.', 5],
  ['How do you keep your technical skills up to date?', 4],
  ['What is your biggest weakness?', 3],
  ['How would you explain a database index to a new engineer?', 6],
  ['Describe a decision you made with incomplete data.', 3],
  ['What do you know about our products?', 4],
  ['How do you measure the success of a feature?', 4],
  ['Tell me about a time you disagreed with a decision.', 5],
  ['What questions do you have for us?', 2],
  ['How do you handle tight deadlines?', 4],
  ['Describe your ideal working environment.', 3],
  ['Walk me through your resume.', 3],
  ['How would you improve our onboarding process?', 4],
  ['What salary are you expecting?', 2],
  ['Tell me about a time you went beyond your job description.', 5],
  ['How do you make sure your code is reliable?', 5],
];

/**
 * [characters, pinyin as spoken, after how many characters a speaker may pause]: tone numbers as pronounced
 * (sandhi applied), neutral tone unmarked; one syllable per character.
 */
const ZH: Array<[string, string, number]> = [
  ['请介绍一下你自己', 'qing3 jie4 shao4 yi2 xia4 ni3 zi4 ji3', 5],
  ['你为什么想加入我们公司', 'ni3 wei4 shen2 me xiang3 jia1 ru4 wo3 men gong1 si1', 5],
  ['你最大的优点是什么', 'ni3 zui4 da4 de you1 dian3 shi4 shen2 me', 6],
  ['你最大的缺点是什么', 'ni3 zui4 da4 de que1 dian3 shi4 shen2 me', 6],
  ['请讲一个你最自豪的项目', 'qing3 jiang3 yi2 ge4 ni3 zui4 zi4 hao2 de xiang4 mu4', 4],
  ['你为什么离开上一家公司', 'ni3 wei4 shen2 me li2 kai1 shang4 yi4 jia1 gong1 si1', 6],
  ['五年后你希望自己在做什么', 'wu3 nian2 hou4 ni3 xi1 wang4 zi4 ji3 zai4 zuo4 shen2 me', 3],
  ['你是如何处理团队冲突的', 'ni3 shi4 ru2 he2 chu3 li3 tuan2 dui4 chong1 tu1 de', 6],
  ['请描述一次你失败的经历', 'qing3 miao2 shu4 yi2 ci4 ni3 shi1 bai4 de jing1 li4', 5],
  ['你对我们的产品了解多少', 'ni3 dui4 wo3 men de chan3 pin3 liao3 jie3 duo1 shao3', 7],
  ['你的期望薪资是多少', 'ni3 de qi1 wang4 xin1 zi1 shi4 duo1 shao3', 6],
  ['你如何安排工作的优先级', 'ni3 ru2 he2 an1 pai2 gong1 zuo4 de you1 xian1 ji2', 5],
  [
    '请说说你遇到过的最难的技术问题',
    'qing3 shuo1 shuo ni3 yu4 dao4 guo4 de zui4 nan2 de ji4 shu4 wen4 ti2',
    8,
  ],
  ['你怎么看待加班', 'ni3 zen3 me kan4 dai4 jia1 ban1', 5],
  ['你有什么问题想问我们吗', 'ni3 you3 shen2 me wen4 ti2 xiang3 wen4 wo3 men ma', 6],
  ['你平时如何学习新技术', 'ni3 ping2 shi2 ru2 he2 xue2 xi2 xin1 ji4 shu4', 3],
  ['请介绍一下你的实习经历', 'qing3 jie4 shao4 yi2 xia4 ni3 de shi2 xi2 jing1 li4', 5],
  ['你如何在压力下完成任务', 'ni3 ru2 he2 zai4 ya1 li4 xia4 wan2 cheng2 ren4 wu4', 7],
  ['你为什么选择这个岗位', 'ni3 wei4 shen2 me xuan3 ze2 zhe4 ge4 gang3 wei4', 6],
  ['你的职业规划是什么', 'ni3 de zhi2 ye4 gui1 hua4 shi4 shen2 me', 6],
  ['请谈谈你的领导经验', 'qing3 tan2 tan ni3 de ling3 dao3 jing1 yan4', 3],
  ['你怎么处理和上级的分歧', 'ni3 zen3 me chu3 li3 he2 shang4 ji2 de fen1 qi2', 5],
  ['你如何保证代码质量', 'ni3 ru2 he2 bao3 zheng4 dai4 ma3 zhi4 liang4', 5],
  ['请解释一下进程和线程的区别', 'qing3 jie3 shi4 yi2 xia4 jin4 cheng2 he2 xian4 cheng2 de qu1 bie2', 5],
  ['你觉得自己适合这份工作吗', 'ni3 jue2 de zi4 ji3 shi4 he2 zhe4 fen4 gong1 zuo4 ma', 5],
  ['你如何与不同背景的同事合作', 'ni3 ru2 he2 yu3 bu4 tong2 bei4 jing3 de tong2 shi4 he2 zuo4', 11],
  ['请说一个你主动承担责任的例子', 'qing3 shuo1 yi2 ge4 ni3 zhu3 dong4 cheng2 dan1 ze2 ren4 de li4 zi', 4],
  ['你对数据分析有什么经验', 'ni3 dui4 shu4 ju4 fen1 xi1 you3 shen2 me jing1 yan4', 6],
  ['如果项目延期你会怎么办', 'ru2 guo3 xiang4 mu4 yan2 qi1 ni3 hui4 zen3 me ban4', 6],
  ['你最近读过什么好书', 'ni3 zui4 jin4 du2 guo4 shen2 me hao3 shu1', 5],
];

type Prompt = Pick<SpokenQuestion, 'id' | 'lang' | 'text' | 'spoken' | 'voice'> & {
  /** Words (en) or characters (zh) before the point where a speaker may pause. */
  split: number;
};

/** English and Chinese alternately, so any prefix of the list mixes both. */
const PROMPTS: Prompt[] = EN.flatMap(([en, enSplit], i): Prompt[] => {
  const [text, pinyin, split] = ZH[i] ?? [en, en, enSplit];
  const n = String(i + 1).padStart(2, '0');
  return [
    { id: `en-${n}`, lang: 'en', text: en, spoken: en, voice: 'en', split: enSplit },
    { id: `zh-${n}`, lang: 'zh', text, spoken: pinyin, voice: 'cmn-latn-pinyin', split },
  ];
});

/** A transcript's units: English words, or Chinese characters (one spoken syllable each). */
const unitsOf = (lang: 'en' | 'zh', text: string) => (lang === 'zh' ? [...text] : text.split(' '));

const serverModule = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(ROOT, 'apps/server/src', path)).href)) as T;

/** What espeak-ng says in one go: a whole question, or one of its clauses. */
type Utterance = Pick<Prompt, 'id' | 'voice' | 'spoken'>;

/** Speaks one utterance with espeak-ng and brings it to 16 kHz mono PCM16. */
async function synthesize(prompt: Utterance): Promise<Int16Array> {
  const { decodeWav } =
    await serverModule<typeof import('../../apps/server/src/ai/audio/wav.ts')>('ai/audio/wav.ts');
  const { resample } =
    await serverModule<typeof import('../../apps/server/src/ai/audio/resample.ts')>('ai/audio/resample.ts');
  const file = join(CACHE, `${prompt.id}-${process.pid}.wav`);
  await promisify(execFile)('espeak-ng', [
    '-v',
    prompt.voice,
    '-s',
    String(SPEED_WPM),
    '-w',
    file,
    prompt.spoken,
  ]);
  const wav = decodeWav(readFileSync(file));
  rmSync(file);
  if (!wav) throw new Error(`espeak-ng wrote no PCM WAV for ${prompt.id}`);
  return Int16Array.from(resample(wav.mono, wav.sampleRate, RATE), (x) => Math.round(x * 32767));
}

/** Where speech lies: 10 ms windows within 40 dB of the loudest one. */
function speechBounds(samples: Int16Array): [number, number] {
  const win = RATE / 100;
  const rms: number[] = [];
  for (let at = 0; at < samples.length; at += win) {
    let sum = 0;
    const end = Math.min(samples.length, at + win);
    for (let i = at; i < end; i++) sum += (samples[i] ?? 0) ** 2;
    rms.push(Math.sqrt(sum / (end - at)));
  }
  const floor = Math.max(...rms) / 100;
  const first = rms.findIndex((r) => r >= floor);
  const last = rms.findLastIndex((r) => r >= floor);
  return [first * win, Math.min(samples.length, (last + 1) * win)];
}

/** An utterance's samples, from the cache or espeak-ng. */
async function samplesOf(prompt: Utterance): Promise<Int16Array> {
  const key = createHash('sha256')
    .update(`${prompt.voice}|${SPEED_WPM}|${prompt.spoken}`)
    .digest('hex')
    .slice(0, 16);
  const file = join(CACHE, `${prompt.id}-${key}.pcm`);
  if (existsSync(file)) {
    const bytes = readFileSync(file);
    return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
  }
  const samples = await synthesize(prompt);
  // Written whole then renamed, so a run that reads it at the same time never sees half a file.
  writeFileSync(`${file}.${process.pid}`, samples);
  renameSync(`${file}.${process.pid}`, file);
  return samples;
}

async function load(prompt: Prompt): Promise<SpokenQuestion> {
  const samples = await samplesOf(prompt);
  const [speechStartSample, speechEndSample] = speechBounds(samples);
  const parts = [
    { words: unitsOf(prompt.lang, prompt.text), startSample: speechStartSample, endSample: speechEndSample },
  ];
  return { ...prompt, samples, speechStartSample, speechEndSample, parts };
}

/**
 * A question spoken in two clauses with `pauseMs` of silence between them, as a speaker who pauses
 * mid-sentence: each clause spoken by espeak-ng on its own, cut to its speech, and joined.
 */
async function loadInClauses(prompt: Prompt, pauseMs: number): Promise<SpokenQuestion> {
  const units = unitsOf(prompt.lang, prompt.text);
  const syllables = prompt.spoken.split(' ');
  const spokenAt =
    prompt.lang === 'zh' ? (from: number, to?: number) => syllables.slice(from, to).join(' ') : null;
  const clause = (n: number, from: number, to?: number): Utterance => ({
    id: `${prompt.id}-${n}`,
    voice: prompt.voice,
    spoken: spokenAt ? spokenAt(from, to) : units.slice(from, to).join(' '),
  });
  const [a, b] = await Promise.all([
    samplesOf(clause(1, 0, prompt.split)),
    samplesOf(clause(2, prompt.split)),
  ]);
  const [aStart, aEnd] = speechBounds(a);
  const [bStart, bEnd] = speechBounds(b);
  const gap = Math.round((pauseMs * RATE) / 1000);
  const samples = new Int16Array(aEnd + gap + (b.length - bStart));
  samples.set(a.subarray(0, aEnd));
  samples.set(b.subarray(bStart), aEnd + gap);
  const second = aEnd + gap;
  return {
    ...prompt,
    id: `${prompt.id}~${pauseMs}`,
    samples,
    speechStartSample: aStart,
    speechEndSample: second + bEnd - bStart,
    parts: [
      { words: units.slice(0, prompt.split), startSample: aStart, endSample: aEnd },
      { words: units.slice(prompt.split), startSample: second, endSample: second + bEnd - bStart },
    ],
  };
}

/**
 * `count` interview questions spoken by espeak-ng (60 distinct ones, en and zh alternately; beyond 60 they
 * repeat with a `#n` suffix on the id), as 16 kHz mono PCM16 with where speech ends. With `clausePausesMs`,
 * each is spoken in two clauses with a pause between them, the pauses taken in turn per language (the id
 * ends with `~` and the pause).
 */
export async function makeSpokenQuestions(
  count: number,
  clausePausesMs: number[] = [],
): Promise<SpokenQuestion[]> {
  mkdirSync(CACHE, { recursive: true });
  const make = (n: number) => {
    const prompt = PROMPTS[n % PROMPTS.length] as Prompt;
    const pause = clausePausesMs[Math.floor(n / 2) % Math.max(1, clausePausesMs.length)];
    return pause === undefined ? load(prompt) : loadInClauses(prompt, pause);
  };
  const out: SpokenQuestion[] = [];
  // Two espeak-ng processes at a time: the machine has two cores.
  for (let i = 0; i < count; i += 2) {
    const batch = [i, i + 1].filter((n) => n < count);
    out.push(...(await Promise.all(batch.map(make))));
  }
  return out.map((q, n) =>
    n < PROMPTS.length ? q : { ...q, id: `${q.id}#${Math.floor(n / PROMPTS.length)}` },
  );
}
