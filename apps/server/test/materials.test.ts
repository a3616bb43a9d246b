import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../src/db/schema.ts';
import { encodeGbk, makeDocx, makePdf } from './documents.ts';
import { EN_RESUME, ZH_RESUME } from './resume-samples.ts';
import { call, DB_KINDS, signIn, startTestServer, type TestServer } from './support.ts';
import { upload } from './upload.ts';

const PATH = '/api/materials/resumes';

describe.each(DB_KINDS)('resumes on %s', (kind) => {
  let t: TestServer;
  let auth: Record<string, string>;
  let other: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    auth = { authorization: (await signIn(t, `resumes-${kind}@example.com`)).token, lang: 'en' };
    other = { authorization: (await signIn(t, `resumes2-${kind}@example.com`)).token, lang: 'en' };
  });
  afterAll(() => t.close());

  it('needs sign-in', async () => {
    expect((await call(t.url, PATH)).status).toBe(401);
    const r = await upload(t.url, PATH, { bytes: Buffer.from(EN_RESUME), name: 'cv.txt' });
    expect(r.status).toBe(401);
  });

  it('reads a real DOCX, PDF and TXT by their content, and the first upload is the default', async () => {
    const docx = await upload(
      t.url,
      PATH,
      { bytes: await makeDocx(EN_RESUME), name: 'Alex Morgan.docx' },
      auth,
    );
    expect(docx.status).toBe(200);
    expect(docx.json?.result).toMatchObject({
      title: 'Alex Morgan',
      source: 'file',
      fileName: 'Alex Morgan.docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      isDefault: true,
      facts: {
        lang: 'en',
        education: [{ school: 'University of California, Berkeley', degree: 'Bachelor' }],
      },
    });
    expect(docx.json?.result.facts.experience[0]).toMatchObject({ company: 'Stripe Inc.', start: '2021-07' });
    expect(docx.json?.result.facts.experience[0].achievements).toHaveLength(3);

    // A PDF sent as "application/octet-stream" with a misleading name is still read as the PDF it is.
    const pdf = await upload(t.url, PATH, { bytes: await makePdf(EN_RESUME), name: 'scan.bin' }, auth);
    expect(pdf.json?.result).toMatchObject({ mime: 'application/pdf', isDefault: false });
    expect(pdf.json?.result.text).toContain('Led the migration of the ledger service');
    expect(pdf.json?.result.facts.skills).toEqual(
      expect.arrayContaining(['TypeScript', 'PostgreSQL', 'Kubernetes']),
    );

    const txt = await upload(t.url, PATH, { bytes: Buffer.from(ZH_RESUME), name: '简历.txt' }, auth);
    expect(txt.json?.result).toMatchObject({ mime: 'text/plain', title: '简历', facts: { lang: 'zh' } });
    expect(txt.json?.result.facts.experience[0]).toMatchObject({ company: '字节跳动', end: 'present' });

    // Saved as GBK by a Chinese Windows editor: read all the same.
    const gbk = await upload(t.url, PATH, { bytes: encodeGbk(ZH_RESUME), name: 'gbk.txt' }, auth);
    expect(gbk.status).toBe(200);
    expect(gbk.json?.result.text).toBe(txt.json?.result.text);
    expect(gbk.json?.result.facts.experience[0]).toMatchObject({ company: '字节跳动', end: 'present' });
  });

  it('takes pasted text, names the failing field, and lists newest first without the text', async () => {
    const pasted = await call(t.url, `${PATH}/text`, { body: { text: ZH_RESUME }, headers: auth });
    expect(pasted.json.result).toMatchObject({ source: 'text', title: '张伟', fileName: null, mime: null });
    const empty = await call(t.url, `${PATH}/text`, { body: { text: '   ' }, headers: auth });
    expect(empty.status).toBe(400);
    expect(empty.json.result.field).toBe('text');
    const long = await call(t.url, `${PATH}/text`, { body: { text: 'x'.repeat(50_001) }, headers: auth });
    expect(long.json.result.field).toBe('text');
    const list = await call(t.url, PATH, { headers: auth });
    expect(list.json.result.items[0]).toMatchObject({ id: pasted.json.result.id, source: 'text' });
    expect(list.json.result.items[0]).not.toHaveProperty('text');
    expect(list.json.result.items.filter((r: { isDefault: boolean }) => r.isDefault)).toHaveLength(1);
  });

  it("keeps each user's resumes to themselves: another user's id answers 404", async () => {
    const mine = await call(t.url, `${PATH}/text`, { body: { text: EN_RESUME }, headers: auth });
    const id = mine.json.result.id as number;
    for (const [method, path, body] of [
      ['GET', `${PATH}/${id}`, undefined],
      ['PUT', `${PATH}/${id}`, { text: 'Hacked' }],
      ['DELETE', `${PATH}/${id}`, undefined],
      ['POST', `${PATH}/${id}/default`, undefined],
    ] as const) {
      const r = await call(t.url, path, { method, body, headers: other });
      expect(r.json).toMatchObject({ code: 404, error: 'materials.notFound' });
    }
    expect((await call(t.url, `${PATH}/${id}`, { headers: auth })).json.result.text).toBe(EN_RESUME.trim());
    expect((await call(t.url, PATH, { headers: other })).json.result.items).toEqual([]);
  });

  it('reads the facts again from corrected text', async () => {
    const made = await call(t.url, `${PATH}/text`, { body: { text: 'Jamie\nSKILLS\nJava' }, headers: auth });
    const id = made.json.result.id as number;
    const fixed = await call(t.url, `${PATH}/${id}`, {
      method: 'PUT',
      body: { title: 'Fixed', text: 'Jamie\nSKILLS\nJava, Kotlin、SQL' },
      headers: auth,
    });
    expect(fixed.json.result).toMatchObject({ title: 'Fixed', facts: { skills: ['Java', 'Kotlin', 'SQL'] } });
    expect(fixed.json.result.updatedAt >= made.json.result.updatedAt).toBe(true);
  });

  it('keeps one default per user, in the database too, and passes it on when the default is deleted', async () => {
    const list = (await call(t.url, PATH, { headers: auth })).json.result.items as {
      id: number;
      isDefault: boolean;
    }[];
    const first = list.find((r) => r.isDefault);
    const target = list.find((r) => !r.isDefault);
    if (!first || !target) throw new Error('the user should have several resumes by now');
    const made = await call(t.url, `${PATH}/${target.id}/default`, { method: 'POST', headers: auth });
    expect(made.json.result).toMatchObject({ id: target.id, isDefault: true });
    expect((await call(t.url, `${PATH}/${first.id}`, { headers: auth })).json.result.isDefault).toBe(false);

    const uid = (await call(t.url, '/api/user/info', { headers: auth })).json.result.userInfo.uid as number;
    const second = t.server.ctx.db.insert(resumes).values({
      uid,
      title: 'x',
      source: 'text',
      text: 'x',
      facts: { education: [], experience: [], projects: [], skills: [], lang: 'en' },
      isDefault: true,
    });
    await expect(second).rejects.toThrow();

    expect((await call(t.url, `${PATH}/${target.id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    const after = (await call(t.url, PATH, { headers: auth })).json.result.items as typeof list;
    expect(after.filter((r) => r.isDefault).map((r) => r.id)).toEqual([after[0]?.id]);
    expect((await call(t.url, `${PATH}/${target.id}`, { headers: auth })).status).toBe(404);
  });

  it('stops at 10 resumes per user, even when 12 arrive at once, with exactly one default', async () => {
    const limited = { authorization: (await signIn(t, `resumes3-${kind}@example.com`)).token, lang: 'zh' };
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(t.url, `${PATH}/text`, { body: { text: `Resume ${i}` }, headers: limited }),
      ),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), 409, 409]);
    const items = (await call(t.url, PATH, { headers: limited })).json.result.items as {
      isDefault: boolean;
    }[];
    expect(items.filter((r) => r.isDefault)).toHaveLength(1);
    const text = await call(t.url, `${PATH}/text`, { body: { text: 'one more' }, headers: limited });
    expect(text.json).toMatchObject({
      code: 409,
      error: 'materials.limit',
      message: '最多可保存 10 份简历，请先删除一份。',
    });
    const file = await upload(t.url, PATH, { bytes: Buffer.from(EN_RESUME), name: 'cv.txt' }, limited);
    expect(file.json).toMatchObject({ code: 409, error: 'materials.limit' });
  });
});
