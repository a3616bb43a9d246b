import { afterEach, describe, expect, it } from 'vitest';
import { GateFullError } from '../../../lib/gate.ts';
import { makeDocx, pdfBomb } from '../../../../test/documents.ts';
import { EN_RESUME } from '../../../../test/resume-samples.ts';
import { createReaderPool, READER_LIMITS, type ReaderPool } from './reader-pool.ts';

const MB = 1024 * 1024;
const QUEUE = { files: 2, texts: 2 };
const pools: ReaderPool[] = [];
const pool = (limits = READER_LIMITS) => {
  const made = createReaderPool(1, QUEUE, limits);
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** Waits until the pool's readers are other processes than `pids` (a replacement was started). */
async function replaced(readers: ReaderPool, pids: number[]): Promise<number[]> {
  for (let i = 0; i < 100; i++) {
    const now = readers.pids();
    if (now.length > 0 && now.every((pid) => !pids.includes(pid))) return now;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the reader was not replaced');
}

describe('the document reader pool', () => {
  it('reads files and texts in a warm child process, reused from one document to the next', async () => {
    const readers = pool();
    const file = await readers.readFile(await makeDocx(EN_RESUME), 50_000);
    expect(file).toMatchObject({ kind: 'docx', facts: { lang: 'en' } });
    expect(file.facts.experience[0]).toMatchObject({ company: 'Stripe Inc.' });
    const [pid] = readers.pids();
    expect(pid).not.toBe(process.pid);
    const text = await readers.readText(`  Jamie\u0000\nSKILLS\nJava, Kotlin\ud800  `);
    expect(text).toEqual(expect.objectContaining({ text: 'Jamie\nSKILLS\nJava, Kotlin\ufffd' }));
    expect(text.facts.skills).toEqual(['Java', 'Kotlin\ufffd']);
    expect(readers.pids()).toEqual([pid]);
  });

  it('replaces a reader that was killed while idle, and the next document reads fine', async () => {
    const readers = pool();
    await readers.readText('first');
    const before = readers.pids();
    for (const pid of before) process.kill(pid, 'SIGKILL');
    await replaced(readers, before);
    expect((await readers.readText('EXPERIENCE\nAcme Inc  2020 - 2021')).facts.experience).toHaveLength(1);
  });

  it('fails a reading whose reader crashes under it as unreadable, then reads the next one in a new reader', async () => {
    const readers = pool();
    await readers.warm();
    const before = readers.pids();
    // PDF.js inflates this stream for seconds: long enough to crash the reader in the middle of it.
    const reading = readers.readFile(await pdfBomb(512, { disguised: true }), 50_000);
    setTimeout(() => before.forEach((pid) => process.kill(pid, 'SIGKILL')), 300);
    await expect(reading).rejects.toMatchObject({ problem: 'unreadable' });
    await replaced(readers, before);
    expect((await readers.readText('still reading')).text).toBe('still reading');
  });

  it('kills a reader past its memory ceiling (too much data) or its deadline (too slow), and goes on', async () => {
    const bomb = await pdfBomb(512, { disguised: true });
    const small = pool({ ...READER_LIMITS, maxRssBytes: 300 * MB });
    await small.warm();
    const [big] = small.pids();
    await expect(small.readFile(bomb, 50_000)).rejects.toMatchObject({ problem: 'tooMuchData' });
    expect(await replaced(small, big === undefined ? [] : [big])).toHaveLength(1);
    expect((await small.readText('next')).text).toBe('next');

    const hasty = pool({ ...READER_LIMITS, maxRssBytes: 4096 * MB, deadlineMs: 400 });
    await hasty.warm();
    await expect(hasty.readFile(bomb, 50_000)).rejects.toMatchObject({ problem: 'tooSlow' });
    expect((await hasty.readText('next')).text).toBe('next');
  });

  it('reads one document at a time per reader, lets a few wait and refuses the rest', async () => {
    const readers = pool();
    const texts = Array.from({ length: 4 }, (_, i) => readers.readText(`text ${i}`));
    const settled = await Promise.allSettled(texts);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect(settled[3]).toMatchObject({ reason: expect.any(GateFullError) });
  });
});
