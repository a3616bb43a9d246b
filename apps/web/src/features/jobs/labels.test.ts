import { describe, expect, it } from 'vitest';
import { JOB_FIELDS, bankQuestionSchema } from '@offerpilot/shared';
import en from '../../../../../packages/shared/src/i18n/en/web.json' with { type: 'json' };
import zh from '../../../../../packages/shared/src/i18n/zh/web.json' with { type: 'json' };

describe('job center labels', () => {
  it.each([
    ['en', en],
    ['zh', zh],
  ])('names every field, question kind and answer frame in %s', (_lang, web) => {
    expect(Object.keys(web.jobs.fields).sort()).toEqual([...JOB_FIELDS].sort());
    expect(Object.keys(web.jobs.kinds).sort()).toEqual([...bankQuestionSchema.shape.kind.options].sort());
    const frameTypes = bankQuestionSchema.shape.frame.shape.type.options;
    expect(Object.keys(web.jobs.frames).sort()).toEqual([...frameTypes].sort());
    for (const label of Object.values(web.jobs.fields)) expect(label.trim()).not.toBe('');
  });
});
