import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_UPLOADS_PER_HOUR, RESUME_MAX_BYTES } from '@offerpilot/shared';
import { corruptPdf, makeZip, noiseWithoutNul, pngBytes, zipBomb } from './documents.ts';
import { call, DB_KINDS, signIn, startTestServer, type TestServer } from './support.ts';
import { upload } from './upload.ts';

const PATH = '/api/materials/resumes';
const MB = 1024 * 1024;

/** Each bad upload with the status and key it must get; all made before memory is measured. */
function badUploads() {
  return [
    {
      name: 'resume.pdf',
      type: 'application/pdf',
      bytes: pngBytes(),
      status: 415,
      key: 'materials.unsupportedType',
    },
    {
      name: 'big.txt',
      bytes: Buffer.alloc(RESUME_MAX_BYTES + 1, 0x41),
      status: 413,
      key: 'materials.tooLarge',
    },
    { name: 'broken.pdf', bytes: corruptPdf(), status: 422, key: 'materials.unreadable' },
    { name: 'notes.txt', bytes: noiseWithoutNul(), status: 415, key: 'materials.unsupportedType' },
    { name: 'bomb.docx', bytes: zipBomb(200), status: 422, key: 'materials.tooMuchData' },
    { name: 'liar.docx', bytes: zipBomb(200, true), status: 422, key: 'materials.tooMuchData' },
    {
      name: 'cut.docx',
      bytes: Buffer.from('PK\x03\x04 not really a zip'),
      status: 422,
      key: 'materials.unreadable',
    },
    {
      name: 'photos.docx',
      bytes: makeZip([{ name: 'photo.txt', data: Buffer.from('not a document') }]),
      status: 415,
      key: 'materials.unsupportedType',
    },
    { name: 'empty.txt', bytes: Buffer.alloc(0), status: 422, key: 'materials.empty' },
    { name: 'blank.txt', bytes: Buffer.from(' \n\t\n  '), status: 422, key: 'materials.empty' },
    {
      name: 'old.doc',
      bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      status: 415,
      key: 'materials.unsupportedType',
    },
  ];
}

describe.each(DB_KINDS)('resume uploads refused on %s', (kind) => {
  let t: TestServer;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    auth = { authorization: (await signIn(t, `rejects-${kind}@example.com`)).token, lang: 'en' };
  });
  afterAll(() => t.close());

  it('answers every bad file with a clear 4xx and its key, and memory stays bounded', async () => {
    const cases = badUploads();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    try {
      for (const c of cases) {
        const r = await upload(t.url, PATH, c, auth);
        expect({ file: c.name, status: r.status, key: r.json?.error }).toEqual({
          file: c.name,
          status: c.status,
          key: c.key,
        });
        peak = Math.max(peak, process.memoryUsage().rss);
      }
    } finally {
      clearInterval(sampler);
    }
    expect((peak - before) / MB).toBeLessThan(200);
    expect((await call(t.url, PATH, { headers: auth })).json.result.items).toEqual([]);
  });

  it('says what went wrong in the user language', async () => {
    const r = await upload(t.url, PATH, { bytes: pngBytes(), name: 'me.png' }, { ...auth, lang: 'zh' });
    expect(r.json?.message).toBe('不支持的文件类型，请上传 PDF、DOCX 或 TXT 文件。');
    const big = await upload(t.url, PATH, { bytes: Buffer.alloc(RESUME_MAX_BYTES + 1), name: 'x.txt' }, auth);
    expect(big.json?.message).toBe('The file is too large. The limit is 10 MB.');
  });

  it('refuses a declared length far over the limit before reading it, broken bodies and no file', async () => {
    const huge = new FormData();
    huge.append('file', new Blob([new Uint8Array(40 * MB)]), 'huge.pdf');
    const started = Date.now();
    const r = await fetch(t.url + PATH, { method: 'POST', body: huge, headers: auth });
    expect({ status: r.status, body: await r.json() }).toMatchObject({
      status: 413,
      body: { error: 'materials.tooLarge' },
    });
    expect(Date.now() - started).toBeLessThan(5000);
    const missing = await upload(
      t.url,
      PATH,
      { bytes: Buffer.from('hi'), name: 'a.txt', field: 'resume' },
      auth,
    );
    expect(missing).toMatchObject({ status: 400, json: { error: 'materials.fileMissing' } });
    for (const [type, body] of [
      ['multipart/form-data; boundary=x', 'no parts at all'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\ncut',
      ],
      ['multipart/form-data', 'no boundary'],
    ] as const) {
      const r = await fetch(t.url + PATH, {
        method: 'POST',
        headers: { ...auth, 'content-type': type },
        body,
      });
      expect({ status: r.status, body: await r.json() }).toMatchObject({
        status: 400,
        body: { error: 'materials.uploadMalformed' },
      });
    }
    const json = await call(t.url, PATH, { body: { text: 'hi' }, headers: auth });
    expect(json).toMatchObject({ status: 415, json: { error: 'body.unsupportedType' } });
  });

  it('allows a user 60 uploads an hour, then answers 429 with Retry-After', async () => {
    const busy = { authorization: (await signIn(t, `busy-${kind}@example.com`)).token, lang: 'en' };
    const empty = { bytes: Buffer.alloc(0), name: 'empty.txt' };
    for (let i = 0; i < MATERIAL_UPLOADS_PER_HOUR; i++) {
      expect((await upload(t.url, PATH, empty, busy)).status).toBe(422);
    }
    const r = await fetch(t.url + '/api/materials/voice', {
      method: 'POST',
      headers: busy,
      body: new FormData(),
    });
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});
