import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionPractice, positions } from '../src/db/schema.ts';
import { upsertPositions } from '../src/db/seed/load-seed.ts';
import { eq } from 'drizzle-orm';
import { fixture } from './positions-fixture.ts';
import { call, DB_KINDS, signIn, startTestServer, testDatabase, type TestServer } from './support.ts';

describe.each(DB_KINDS)('job center on %s', (kind) => {
  let t: TestServer;
  let auth: Record<string, string>;
  beforeAll(async () => {
    const database = await testDatabase(kind);
    await upsertPositions(database.db, [
      fixture('acme-backend-engineer', 'software', 'Backend Engineer', '后端开发工程师', ['Acme', '阿克米']),
      fixture('globex-data-analyst', 'data', 'Data Analyst', '数据分析师', ['Globex', '环球数据']),
      fixture('initech-brand-manager', 'marketing', 'Brand Manager', '品牌经理', ['Initech', '英特科']),
      fixture('vandelay-frontend-engineer', 'software', 'Frontend Engineer', '前端开发工程师', [
        'Vandelay',
        '万德雷',
      ]),
      {
        ...fixture('globex-ui-designer', 'design', 'UI Designer', 'UI设计师', ['Globex', '环球数据']),
        description: {
          en: 'Design screens with the frontend engineers.',
          zh: '与前端工程师一起设计界面。',
        },
      },
      fixture('hooli-growth-hacker', 'marketing', 'Growth_Hacker', '增长_黑客', ['Zz%Qq Labs', '字字%奇奇']),
    ]);
    t = await startTestServer({ database, env: { LOG_LEVEL: 'error' } });
    auth = { authorization: (await signIn(t, `jobs-${kind}@example.com`)).token };
  });
  afterAll(() => t.close());

  it('lists positions only to signed-in users, filtered by field, company and keyword in either language', async () => {
    expect((await call(t.url, '/api/jobs')).status).toBe(401);
    // The template database also holds the shipped seed: every answer must keep to the filter.
    const byField = await call(t.url, '/api/jobs?field=data&pageSize=50', {
      headers: { ...auth, lang: 'en' },
    });
    const fields = byField.json.result.items.map((p: { field: string }) => p.field);
    expect(new Set(fields)).toEqual(new Set(['data']));
    expect(byField.json.result.items.map((p: { slug: string }) => p.slug)).toContain('globex-data-analyst');
    const byCompany = await call(t.url, `/api/jobs?company=${encodeURIComponent('阿克米')}`, {
      headers: auth,
    });
    expect(byCompany.json.result.items).toMatchObject([
      { slug: 'acme-backend-engineer', title: '后端开发工程师' },
    ]);
    const byKeyword = await call(t.url, '/api/jobs?q=initech', { headers: { ...auth, lang: 'en' } });
    expect(byKeyword.json.result).toMatchObject({
      total: 1,
      items: [{ title: 'Brand Manager', questionCount: 20 }],
    });
  });

  it('lists title matches of a keyword first, even below a hotter position that matches elsewhere', async () => {
    const viewer = { authorization: (await signIn(t, `jobs3-${kind}@example.com`)).token };
    await call(t.url, '/api/jobs/globex-ui-designer', { headers: viewer }); // the designer is now hotter
    for (const lang of ['zh', 'en']) {
      const q = lang === 'zh' ? '前端' : 'frontend';
      const r = await call(t.url, `/api/jobs?q=${encodeURIComponent(q)}&pageSize=50`, {
        headers: { ...auth, lang },
      });
      const titles: string[] = r.json.result.items.map((p: { title: string }) => p.title.toLowerCase());
      expect(titles).toContain(lang === 'zh' ? 'ui设计师' : 'ui designer');
      const firstOther = titles.findIndex((title) => !title.includes(q));
      expect(firstOther, titles.join(' | ')).toBeGreaterThan(0);
      expect(
        titles.slice(firstOther).every((title) => !title.includes(q)),
        titles.join(' | '),
      ).toBe(true);
    }
  });

  it('takes % and _ in a keyword or company literally, not as wildcards', async () => {
    const slugs = async (query: string) =>
      (await call(t.url, `/api/jobs?${query}&pageSize=50`, { headers: auth })).json.result.items.map(
        (p: { slug: string }) => p.slug,
      );
    expect(await slugs(`q=${encodeURIComponent('zz%qq')}`)).toEqual(['hooli-growth-hacker']);
    expect(await slugs(`q=${encodeURIComponent('zz_qq')}`)).toEqual([]);
    expect(await slugs(`q=${encodeURIComponent('growth_hacker')}`)).toEqual(['hooli-growth-hacker']);
    expect(await slugs(`q=${encodeURIComponent('growth%hacker')}`)).toEqual([]);
    expect(await slugs(`q=${encodeURIComponent('%')}`)).not.toContain('acme-backend-engineer');
    expect(await slugs(`q=${encodeURIComponent('_')}`)).not.toContain('acme-backend-engineer');
    expect(await slugs(`company=${encodeURIComponent('字%奇')}`)).toEqual(['hooli-growth-hacker']);
    expect(await slugs(`company=${encodeURIComponent('z_q')}`)).toEqual([]);
    expect(await slugs(`company=${encodeURIComponent('%')}`)).toEqual(['hooli-growth-hacker']);
  });

  it('names a bad filter in the user language', async () => {
    const r = await call(t.url, '/api/jobs?field=astrology', { headers: { ...auth, lang: 'en' } });
    expect(r.status).toBe(400);
    expect(r.json.result.field).toBe('field');
  });

  it('shows a position with every field and honest zero statistics before any practice', async () => {
    const r = await call(t.url, '/api/jobs/globex-data-analyst', { headers: { ...auth, lang: 'zh' } });
    expect(r.json.result).toMatchObject({
      title: '数据分析师',
      company: '环球数据',
      questionCount: 20,
      practiceCount: 0,
      passRate: null,
      mySimulationCount: 0,
      myAverageScore: null,
      predictedPassRate: null,
    });
    expect(r.json.result.competencies).toHaveLength(5);
    expect(
      (await call(t.url, '/api/jobs/no-such-job', { headers: { ...auth, lang: 'en' } })).json,
    ).toMatchObject({
      code: 404,
      error: 'jobs.notFound',
    });
  });

  it('ranks by real activity: views and recorded practice make a position hot, and practice fills the stats', async () => {
    const other = { authorization: (await signIn(t, `jobs2-${kind}@example.com`)).token };
    await call(t.url, '/api/jobs/initech-brand-manager', { headers: auth });
    await call(t.url, '/api/jobs/initech-brand-manager', { headers: other });
    await call(t.url, '/api/jobs/initech-brand-manager', { headers: other }); // same user, same day: once
    const list = await call(t.url, '/api/jobs', { headers: { ...auth, lang: 'en' } });
    expect(list.json.result.items[0]).toMatchObject({ slug: 'initech-brand-manager', hotValue: 2 });

    const db = t.server.ctx.db;
    const [row] = await db.select().from(positions).where(eq(positions.slug, 'acme-backend-engineer'));
    if (!row) throw new Error('the fixture position is missing');
    const uid = (await call(t.url, '/api/user/info', { headers: auth })).json.result.userInfo.uid as number;
    await db.insert(positionPractice).values([
      { positionId: row.id, uid, score: 80, passed: true },
      { positionId: row.id, uid, score: 50, passed: false },
    ]);
    const detail = await call(t.url, '/api/jobs/acme-backend-engineer', { headers: auth });
    expect(detail.json.result).toMatchObject({
      practiceCount: 2,
      passRate: 0.5,
      mySimulationCount: 2,
      myAverageScore: 65,
      predictedPassRate: 0.5,
      hotValue: 10, // two practices; this visit counts from the next read on
    });
  });

  it('serves the question bank with key points and answer frames in the user language', async () => {
    const r = await call(t.url, '/api/jobs/acme-backend-engineer/questions', {
      headers: { ...auth, lang: 'en' },
    });
    expect(r.json.result.items).toHaveLength(20);
    expect(r.json.result.items[0]).toMatchObject({
      id: 'acme-backend-engineer-q01',
      kind: 'behavioral',
      text: 'Question 1 about Backend Engineer?',
      keyPoints: ['a point', 'another point', 'a third'],
      frame: { type: 'star', steps: ['One', 'Two', 'Three', 'Four'] },
    });
  });

  it('updates a re-imported position in place and drops questions the import no longer has', async () => {
    const changed = fixture('globex-data-analyst', 'data', 'Senior Data Analyst', '高级数据分析师', [
      'Globex',
      '环球数据',
    ]);
    changed.questions = changed.questions
      .slice(0, 20)
      .map((q, i) => (i === 19 ? { ...q, id: 'globex-data-analyst-q99' } : q));
    await upsertPositions(t.server.ctx.db, [changed]);
    const r = await call(t.url, '/api/jobs/globex-data-analyst/questions', {
      headers: { ...auth, lang: 'en' },
    });
    const ids = r.json.result.items.map((q: { id: string }) => q.id);
    expect(ids).toContain('globex-data-analyst-q99');
    expect(ids).not.toContain('globex-data-analyst-q20');
    const d = await call(t.url, '/api/jobs/globex-data-analyst', { headers: { ...auth, lang: 'en' } });
    expect(d.json.result.title).toBe('Senior Data Analyst');
  });
});
