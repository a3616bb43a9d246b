import {
  cleanFreeText,
  RESUME_MAX_BYTES,
  RESUME_TEXT_MAX_CHARS,
  RESUME_TITLE_MAX_CHARS,
  RESUMES_PER_USER,
  type Resume,
  type ResumeSummary,
  type ResumeTextBody,
  type ResumeUpdateBody,
} from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import { AppError, rateLimited } from '../../core/errors.ts';
import { GateFullError } from '../../lib/gate.ts';
import { DocumentError } from './documents/document-error.ts';
import { DOCUMENT_MIME } from './documents/extract.ts';
import { createReaderPool, READER_LIMITS } from './reader/reader-pool.ts';
import * as repo from './resumes.repo.ts';

/** The user-facing shape of a stored resume. */
export function toResume(row: repo.ResumeRow): Resume {
  return {
    id: row.id,
    title: row.title,
    source: row.source === 'file' ? 'file' : 'text',
    fileName: row.fileName,
    mime: row.mime,
    text: row.text,
    facts: row.facts,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSummary(row: repo.ResumeRow): ResumeSummary {
  const { text: _text, facts: _facts, ...summary } = toResume(row);
  return summary;
}

/** A title from a file name (without its extension) or from the text's first line. */
function titleFrom(source: string): string {
  const line =
    source
      .replace(/\.(?:pdf|docx?|txt)$/i, '')
      .split('\n')
      .find((l) => l.trim()) ?? '';
  return line.replace(/\s+/g, ' ').trim().slice(0, RESUME_TITLE_MAX_CHARS) || 'Resume';
}

/** A client's file name made safe to store and show: its last path part, printable, bounded. */
function safeFileName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = cleanFreeText(base).replace(/\s+/g, ' ').trim().slice(0, 200);
  return clean || null;
}

/** The answer to a document the readers refused, or to a full queue of documents. */
function readingFailure(err: unknown, source: 'file' | 'text'): unknown {
  if (err instanceof GateFullError) return rateLimited(5);
  if (!(err instanceof DocumentError)) return err;
  if (source === 'text') {
    return new AppError(err.problem === 'empty' ? 'materials.empty' : 'materials.textUnreadable');
  }
  return new AppError(`materials.${err.problem}`, {
    maxMb: RESUME_MAX_BYTES / 1024 / 1024,
    seconds: READER_LIMITS.deadlineMs / 1000,
  });
}

/**
 * Resumes of the Materials page: uploads read by content, pasted text, corrections, one default. Every
 * document and text is read in the reader processes (reader/), never on the event loop.
 */
export function createResumesService(ctx: AppContext) {
  // Two documents are read at a time (two cores); a few more files (more texts, which are small) may wait,
  // the rest are asked to retry.
  const readers = createReaderPool(2, { files: 8, texts: 32 });
  const readFile = (bytes: Buffer) =>
    readers.readFile(bytes, RESUME_TEXT_MAX_CHARS).catch((err: unknown) => {
      throw readingFailure(err, 'file');
    });
  const readText = (text: string) =>
    readers.readText(text).catch((err: unknown) => {
      throw readingFailure(err, 'text');
    });
  const store = (uid: number, values: repo.ResumeValues) =>
    ctx.db.transaction(async (tx) => {
      await repo.lockResumesOf(tx, uid);
      const n = await repo.countResumes(tx, uid);
      if (n >= RESUMES_PER_USER) throw new AppError('materials.limit', { max: RESUMES_PER_USER });
      return toResume(await repo.insertResume(tx, { ...values, uid, isDefault: n === 0 }));
    });
  const owned = async (uid: number, id: number) => {
    const row = await repo.findResume(ctx.db, uid, id);
    if (!row) throw new AppError('materials.notFound');
    return row;
  };
  return {
    /** POST /api/materials/resumes: a PDF, DOCX or TXT, its type decided by its content. */
    async createFromFile(uid: number, file: { fileName?: string; bytes: Buffer }): Promise<Resume> {
      if ((await repo.countResumes(ctx.db, uid)) >= RESUMES_PER_USER) {
        throw new AppError('materials.limit', { max: RESUMES_PER_USER });
      }
      const { kind, text, facts } = await readFile(file.bytes);
      const fileName = safeFileName(file.fileName);
      return store(uid, {
        title: titleFrom(fileName ?? text),
        source: 'file',
        fileName,
        mime: DOCUMENT_MIME[kind],
        text,
        facts,
      });
    },

    /** POST /api/materials/resumes/text. */
    async createFromText(uid: number, body: ResumeTextBody): Promise<Resume> {
      const { text, facts } = await readText(body.text);
      const title = body.title || titleFrom(text);
      return store(uid, { title, source: 'text', fileName: null, mime: null, text, facts });
    },

    /** GET /api/materials/resumes: newest first, without text and facts. */
    async list(uid: number): Promise<ResumeSummary[]> {
      return (await repo.listResumes(ctx.db, uid)).map(toSummary);
    },

    /** GET /api/materials/resumes/:id. */
    async get(uid: number, id: number): Promise<Resume> {
      return toResume(await owned(uid, id));
    },

    /** PUT /api/materials/resumes/:id: the corrected text, whose facts are read again. */
    async update(uid: number, id: number, body: ResumeUpdateBody): Promise<Resume> {
      const { text, facts } = await readText(body.text);
      const values = { text, facts, updatedAt: ctx.clock.now() };
      const row = await repo.updateResume(
        ctx.db,
        uid,
        id,
        body.title ? { ...values, title: body.title } : values,
      );
      if (!row) throw new AppError('materials.notFound');
      return toResume(row);
    },

    /** DELETE /api/materials/resumes/:id; when it was the default, the newest other resume becomes it. */
    async remove(uid: number, id: number): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        await repo.lockResumesOf(tx, uid);
        const gone = await repo.deleteResume(tx, uid, id);
        if (!gone) throw new AppError('materials.notFound');
        const [next] = gone.isDefault ? await repo.listResumes(tx, uid) : [];
        if (next) await repo.makeDefault(tx, uid, next.id);
      });
    },

    /** POST /api/materials/resumes/:id/default. */
    async makeDefault(uid: number, id: number): Promise<Resume> {
      return ctx.db.transaction(async (tx) => {
        await repo.lockResumesOf(tx, uid);
        const row = await repo.makeDefault(tx, uid, id);
        if (!row) throw new AppError('materials.notFound');
        return toResume(row);
      });
    },

    /** Stops the reader processes (the server is closing). */
    close(): Promise<void> {
      return readers.close();
    },
  };
}
export type ResumesService = ReturnType<typeof createResumesService>;
