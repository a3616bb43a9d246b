import { describe, expect, it } from 'vitest';
import {
  learnedClassic,
  OTHER,
  presentFingerprint,
  shippedAskedModel,
  trainingTexts,
} from './asked-model.ts';

describe('the learned model of which classic a question asks (issue 13)', () => {
  it.each(['en', 'zh'] as const)(
    'ships fitted on the present %s wordings, near misses and tokenizer (npm run fit-asked)',
    (lang) => {
      expect(shippedAskedModel(lang).fingerprint).toBe(presentFingerprint(lang));
    },
  );

  // None of these is a text the model was fitted on.
  const cases = [
    [
      'give me the quick rundown on you, where you studied and what you have been up to since',
      'en',
      'classic-self-introduction',
    ],
    ['right so pay wise what number are you aiming for', 'en', 'classic-salary'],
    ['you and a coworker butted heads over something, what happened', 'en', 'classic-conflict'],
    ['你要是拿到我们的offer最快什么时候能过来', 'zh', 'classic-start-date'],
    ['简单聊聊你自己吧 从毕业到现在', 'zh', 'classic-self-introduction'],
    ['说说你之前参与过的一件最后黄了的事', 'zh', 'classic-failure'],
    ['how would you estimate the market size for electric scooters in Berlin', 'en', OTHER],
    ['what do you think of a three month probation', 'en', OTHER],
    ['你怎么看待直播带货这几年的发展', 'zh', OTHER],
  ] as const;

  it.each(cases)('reads "%s" (%s) as %s', (text, lang, id) => {
    expect(trainingTexts(lang).some((d) => d.text === text)).toBe(false);
    const learned = learnedClassic(text, lang);
    expect(learned.id).toBe(id);
    if (id !== OTHER) expect(learned.p).toBeGreaterThan(0.9);
  });
});
