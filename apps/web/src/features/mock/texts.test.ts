import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webTextsForTests } from '../../lib/test-texts.ts';

// The real dictionaries, so that a key the pages ask for but the files lack fails here.
const i18n = await webTextsForTests();

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
        ? [readFileSync(join(dir, entry.name), 'utf8')]
        : [],
  );
}

/** Every whole key the mock pages name in their code. */
const literalKeys = [
  ...new Set(
    sources(import.meta.dirname).flatMap((code) =>
      [...code.matchAll(/'(mock(?:Start|Session|Report|Meeting)\.[\w.]+)'/g)].map((m) => m[1] ?? ''),
    ),
  ),
];

/** The keys the pages build from a value: each value the contract allows. */
const builtKeys = [
  ...['active', 'ended'].map((s) => `mockStart.history.status.${s}`),
  ...['generating', 'ready', 'failed', 'none'].map((s) => `mockStart.history.report.${s}`),
  ...['user', 'completed', 'timeLimit', 'inactive', 'insufficient'].flatMap((r) => [
    `mockStart.history.endReason.${r}`,
    `mockSession.ended.${r}`,
  ]),
  ...['voice', 'text'].map((by) => `mockStart.history.by.${by}`),
  ...['end', 'delete'].flatMap((k) => ['Title', 'Body', 'Confirm'].map((p) => `mockStart.history.${k}${p}`)),
  ...['newcomer', 'mocks', 'credit'].map((c) => `mockStart.price.${c}`),
  ...['lengthBody15', 'lengthBody20'].map((k) => `mockStart.setup.${k}`),
  ...['server', 'browser', 'none'].flatMap((w) => [
    `mockStart.setup.listener.${w}`,
    `mockStart.setup.speaker.${w}`,
    `mockSession.speaker.${w}`,
    `mockSession.voice.listener.${w}`,
  ]),
  ...['followup', 'closing'].map((k) => `mockReport.answer.kind.${k}`),
  ...['voice', 'text'].map((by) => `mockReport.answer.yours.${by}`),
  ...['tooShort', 'ideal', 'rambling'].map((b) => `mockReport.delivery.band.${b}`),
  ...['offline', 'llm'].map((e) => `mockReport.engine.${e}`),
  ...['star', 'technical', 'situational'].map((f) => `mockReport.frameType.${f}`),
  ...['word', 'char'].map((u) => `mockReport.unit.${u}`),
  ...[
    'insecure',
    'iframe',
    'browserDenied',
    'systemDenied',
    'noDevice',
    'busy',
    'unsupported',
    'failed',
  ].flatMap((p) => ['title', 'body', 'fix'].map((part) => `mockMeeting.camera.problem.${p}.${part}`)),
];

describe('the mock pages’ texts', () => {
  it('finds the keys the code names', () => {
    expect(literalKeys.length).toBeGreaterThan(150);
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`has every key the pages ask for in ${lang}`, () => {
      const missing = [...literalKeys, ...builtKeys].filter(
        (key) => !i18n.exists(key, { lng: lang }) && !i18n.exists(key, { lng: lang, count: 2 }),
      );
      expect(missing).toEqual([]);
    });
  }
});
