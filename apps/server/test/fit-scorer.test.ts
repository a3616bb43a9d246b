import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli-support.ts';

const SUITE = 'apps/server/eval/score.jsonl';
const CONFIRM = 'apps/server/eval/heldout/score-confirm.jsonl';

const fit = (args: string[]) => runCli('fit-scorer', args, {});

describe('npm run fit-scorer', () => {
  it('prints each file with that file left out of the fit, and writes weights that keep the rubric signs', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'fit-')), 'weights.json');
    const { code, stdout, stderr } = await fit([SUITE, CONFIRM, '--write', `--out=${out}`]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    for (const lang of ['en', 'zh'])
      for (const file of ['score.jsonl', 'score-confirm.jsonl'])
        expect(stdout).toMatch(
          new RegExp(`^ {2}${lang} ${file.replace('.', '\\.')} +left out 0\\.\\d+`, 'm'),
        );
    // Fitted on the suite alone, the model still ranks the other file's answers as their grades do.
    for (const m of stdout.matchAll(/^ {2}(?:en|zh) score-confirm\.jsonl +left out (\d\.\d+)/gm))
      expect(Number(m[1])).toBeGreaterThan(0.7);
    const written = JSON.parse(readFileSync(out, 'utf8')) as Record<string, Record<string, number>>;
    expect(written.about).toMatchObject({ files: ['score-confirm.jsonl', 'score.jsonl'] });
    for (const lang of ['en', 'zh']) {
      const weights = written[lang] ?? {};
      expect(weights.constant).toEqual(expect.any(Number));
      expect(weights.redFlag ?? 0).toBeLessThanOrEqual(0);
      expect(weights.fewFillers ?? 0).toBeGreaterThanOrEqual(0);
      expect(Object.values(weights).every(Number.isFinite)).toBe(true);
    }
  });

  it('refuses to run without graded files or with an unknown option', async () => {
    expect((await fit([])).code).toBe(2);
    const unknown = await fit([SUITE, '--fast']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/usage: npm run fit-scorer/);
  });
});
