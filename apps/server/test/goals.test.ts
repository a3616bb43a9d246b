import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { goals } from '../src/db/schema.ts';
import { upsertPositions } from '../src/db/seed/load-seed.ts';
import { fixture } from './positions-fixture.ts';
import {
  call,
  DB_KINDS,
  RELAXED_LIMITS,
  signIn,
  startTestServer,
  testDatabase,
  type TestServer,
} from './support.ts';

const goal = (positionName: string, extra: Record<string, unknown> = {}) => ({
  positionName,
  companyName: 'Acme',
  jobDescription: `Build ${positionName} things.`,
  requirements: 'TypeScript\nPostgreSQL',
  ...extra,
});

describe.each(DB_KINDS)('desired positions on %s', (kind) => {
  let t: TestServer;
  let n = 0;
  /** A new signed-in user: their headers and request helpers. */
  async function user(lang = 'en') {
    const { token } = await signIn(t, `goals-${kind}-${++n}@example.com`);
    const headers = { authorization: token, lang };
    return {
      headers,
      list: async () => (await call(t.url, '/api/goals', { headers })).json.result.items,
      send: (method: string, path: string, body?: unknown) =>
        call(t.url, `/api/goals${path}`, { method, body, headers }),
    };
  }
  beforeAll(async () => {
    const database = await testDatabase(kind);
    await upsertPositions(database.db, [
      {
        ...fixture('acme-backend-engineer', 'software', 'Backend Engineer', '后端开发工程师', [
          'Acme',
          '阿克米',
        ]),
        requirements: { en: ['Go or Java', 'SQL'], zh: ['熟悉 Go 或 Java', '熟悉 SQL'] },
      },
    ]);
    t = await startTestServer({ database, env: { ...RELAXED_LIMITS, LOG_LEVEL: 'error' } });
  });
  afterAll(() => t.close());

  it('needs sign-in for every goal route', async () => {
    expect((await call(t.url, '/api/goals')).status).toBe(401);
    expect((await call(t.url, '/api/goals', { body: goal('x') })).status).toBe(401);
    expect((await call(t.url, '/api/goals/1', { method: 'DELETE' })).status).toBe(401);
  });

  it('creates, lists newest first, edits and deletes goals; the first one is current', async () => {
    const me = await user();
    expect(await me.list()).toEqual([]);
    const first = (await me.send('POST', '', goal('Backend Engineer'))).json.result;
    expect(first).toMatchObject({ positionName: 'Backend Engineer', companyProfile: '', current: true });
    expect(first.positionSlug).toBeNull();
    const second = (await me.send('POST', '', goal('Data Analyst', { companyProfile: ' Fintech ' }))).json;
    expect(second.result).toMatchObject({ companyProfile: 'Fintech', current: false });
    expect((await me.list()).map((g: { id: number }) => g.id)).toEqual([second.result.id, first.id]);

    const edited = await me.send('PUT', `/${first.id}`, goal('Senior Backend Engineer'));
    expect(edited.status).toBe(200);
    expect(edited.json.result).toMatchObject({
      id: first.id,
      positionName: 'Senior Backend Engineer',
      current: true,
    });
    expect((await me.send('DELETE', `/${second.result.id}`)).json).toMatchObject({
      success: true,
      result: null,
    });
    expect(await me.list()).toMatchObject([{ id: first.id, positionName: 'Senior Backend Engineer' }]);
  });

  it("answers 404 goals.notFound for another user's goal and leaves it alone", async () => {
    const owner = await user();
    const other = await user();
    const { id } = (await owner.send('POST', '', goal('Designer'))).json.result;
    expect(await other.list()).toEqual([]);
    for (const [method, path, body] of [
      ['PUT', `/${id}`, goal('Hacked')],
      ['DELETE', `/${id}`, undefined],
      ['POST', `/${id}/current`, undefined],
      ['DELETE', '/2147483648', undefined],
    ] as const) {
      const r = await other.send(method, path, body);
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.json).toMatchObject({
        error: 'goals.notFound',
        message: 'This desired position does not exist.',
      });
    }
    expect(await owner.list()).toMatchObject([{ id, positionName: 'Designer', current: true }]);
  });

  it('keeps exactly one current goal: choosing one, and deleting the current one', async () => {
    const me = await user();
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await me.send('POST', '', goal(name))).json.result.id);
    const [a, b, c] = ids;
    const chosen = await me.send('POST', `/${b}/current`);
    expect(chosen.json.result).toMatchObject({ id: b, current: true });
    const current = async () => (await me.list()).filter((g: { current: boolean }) => g.current);
    expect(await current()).toMatchObject([{ id: b }]);
    await me.send('DELETE', `/${b}`);
    expect(await current()).toMatchObject([{ id: c }]); // the newest remaining
    await me.send('DELETE', `/${a}`);
    expect(await current()).toMatchObject([{ id: c }]);
  });

  it('refuses a second current goal in the database itself', async () => {
    const me = await user();
    const { id } = (await me.send('POST', '', goal('Only'))).json.result;
    const [row] = await t.server.ctx.db.select().from(goals).where(eq(goals.id, id));
    if (!row) throw new Error('goal missing');
    const { id: _id, ...copy } = row;
    await expect(t.server.ctx.db.insert(goals).values(copy)).rejects.toThrow();
  });

  it('makes a current goal from a job-center position in the request language', async () => {
    const me = await user('en');
    await me.send('POST', '', goal('Mine'));
    const en = await me.send('POST', '/from-position/acme-backend-engineer');
    expect(en.json.result).toMatchObject({
      positionName: 'Backend Engineer',
      companyName: 'Acme',
      companyProfile: 'Acme builds things.',
      jobDescription: 'Work as Backend Engineer on payments.',
      requirements: 'Go or Java\nSQL',
      positionSlug: 'acme-backend-engineer',
      current: true,
    });
    // Edited, another goal made current, then the position chosen again: the same goal, kept as edited.
    await me.send('PUT', `/${en.json.result.id}`, {
      ...goal('Backend, payments'),
      positionSlug: 'acme-backend-engineer',
    });
    await me.send(
      'POST',
      `/${(await me.list()).find((g: { positionName: string }) => g.positionName === 'Mine').id}/current`,
    );
    const again = await me.send('POST', '/from-position/acme-backend-engineer');
    expect(again.json.result).toMatchObject({
      id: en.json.result.id,
      positionName: 'Backend, payments',
      current: true,
    });
    expect(await me.list()).toHaveLength(2);
    expect((await me.list()).filter((g: { current: boolean }) => g.current)).toHaveLength(1);

    const other = await user('zh');
    const zh = await other.send('POST', '/from-position/acme-backend-engineer');
    expect(zh.json.result).toMatchObject({
      positionName: '后端开发工程师',
      companyName: '阿克米',
      requirements: '熟悉 Go 或 Java\n熟悉 SQL',
      current: true,
    });
    const missing = await me.send('POST', '/from-position/no-such-job');
    expect(missing.json).toMatchObject({ code: 404, error: 'jobs.notFound' });
  });

  it("shows a goal made from a position in the reader's language until the user edits it", async () => {
    const me = await user('en');
    const typed = (await me.send('POST', '', goal('Staff Engineer'))).json.result;
    const copied = (await me.send('POST', '/from-position/acme-backend-engineer')).json.result;
    expect(copied).toMatchObject({ positionName: 'Backend Engineer', companyName: 'Acme' });
    const read = async (lang: string) =>
      (await call(t.url, '/api/goals', { headers: { ...me.headers, lang } })).json.result.items;
    expect(await read('zh')).toMatchObject([
      {
        id: copied.id,
        positionName: '后端开发工程师',
        companyName: '阿克米',
        companyProfile: '阿克米是一家公司。',
        requirements: '熟悉 Go 或 Java\n熟悉 SQL',
        current: true,
      },
      { id: typed.id, positionName: 'Staff Engineer', companyName: 'Acme' },
    ]);
    expect((await read('en'))[0]).toMatchObject({ positionName: 'Backend Engineer' });
    // Saved unchanged from the Chinese screen: still the position's, so still in the reader's language.
    const zhCopy = (await read('zh'))[0];
    const { id: _id, current: _c, createdAt: _a, updatedAt: _u, ...zhBody } = zhCopy;
    const saved = await call(t.url, `/api/goals/${copied.id}`, {
      method: 'PUT',
      body: zhBody,
      headers: { ...me.headers, lang: 'zh' },
    });
    expect(saved.json.result).toMatchObject({ positionName: '后端开发工程师' });
    expect((await read('en'))[0]).toMatchObject({ positionName: 'Backend Engineer', companyName: 'Acme' });
    // Edited: the user's own words, in whatever language they wrote them.
    await me.send('PUT', `/${copied.id}`, { ...zhBody, positionName: '后端工程师（支付）' });
    expect((await read('en'))[0]).toMatchObject({
      positionName: '后端工程师（支付）',
      companyName: '阿克米',
    });
    expect((await me.send('POST', `/${copied.id}/current`)).json.result).toMatchObject({
      positionName: '后端工程师（支付）',
    });
  });

  it('names the missing job description and requirements in English and Chinese', async () => {
    const me = await user('en');
    const noDescription = await me.send('POST', '', { positionName: 'X', requirements: 'Y' });
    expect(noDescription.status).toBe(400);
    expect(noDescription.json.result.field).toBe('jobDescription');
    expect(noDescription.json.message).toMatch(/^Job description: /);
    const blank = await call(t.url, '/api/goals', {
      body: goal('X', { requirements: '   ' }),
      headers: { ...me.headers, lang: 'zh' },
    });
    expect(blank.status).toBe(400);
    expect(blank.json.result.field).toBe('requirements');
    expect(blank.json.message).toMatch(/^任职要求：/);
    const tooLong = await me.send('POST', '', goal('X', { companyProfile: 'x'.repeat(4001) }));
    expect(tooLong.json.message).toMatch(/^Company profile: /);
  });

  it('keeps at most 20 goals per user', async () => {
    const me = await user('en');
    for (let i = 0; i < 20; i++) expect((await me.send('POST', '', goal(`G${i}`))).status).toBe(200);
    const over = await me.send('POST', '', goal('G20'));
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ error: 'goals.limit', message: expect.stringContaining('20') });
    expect((await me.send('POST', '/from-position/acme-backend-engineer')).json.error).toBe('goals.limit');
    expect(await me.list()).toHaveLength(20);
  });
});
