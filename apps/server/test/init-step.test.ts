import { INIT_STEP } from '@offerpilot/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DB_KINDS, RELAXED_LIMITS, signIn, startTestServer, type TestServer } from './support.ts';

// The first-run checklist's progress (user info `initStep`) kept on the account, so every device shows it.
describe.each(DB_KINDS)('first-run steps in initStep on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind, env: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  const addSteps = (token: string, initStep: unknown) =>
    call(t.url, '/api/user/updateMeta', {
      body: { initStep },
      headers: { authorization: token, lang: 'en' },
    });
  const initStepOf = async (token: string) =>
    (await call(t.url, '/api/user/info', { headers: { authorization: token } })).json.result.userInfo
      .initStep as number;

  it('adds bits and never clears one: what one device sent stays when another sends its own', async () => {
    const { token } = await signIn(t, 'steps@example.com');
    expect(await initStepOf(token)).toBe(0);
    expect((await addSteps(token, INIT_STEP.goal)).json.result.initStep).toBe(INIT_STEP.goal);
    expect((await addSteps(token, INIT_STEP.materials)).json.result.initStep).toBe(
      INIT_STEP.goal | INIT_STEP.materials,
    );
    await addSteps(token, INIT_STEP.goal | INIT_STEP.dismissed);
    expect(await initStepOf(token)).toBe(INIT_STEP.goal | INIT_STEP.materials | INIT_STEP.dismissed);
  });

  it('refuses a value outside the mask, naming the field', async () => {
    const { token } = await signIn(t, 'steps-bad@example.com');
    for (const bad of [0, -1, 32, 1.5, '4']) {
      const r = await addSteps(token, bad);
      expect(r.status, String(bad)).toBe(400);
      expect(r.json.result.field).toBe('initStep');
      expect(r.json.message).toMatch(/^First steps: /);
    }
    expect(await initStepOf(token)).toBe(0);
  });

  it('keeps language and steps apart in one call', async () => {
    const { token } = await signIn(t, 'steps-lang@example.com');
    const r = await call(t.url, '/api/user/updateMeta', {
      body: { lang: 'en', initStep: INIT_STEP.mock },
      headers: { authorization: token },
    });
    expect(r.json.result).toMatchObject({ lang: 'en', initStep: INIT_STEP.mock });
  });
});
