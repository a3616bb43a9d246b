import {
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
import { createGate, GateFullError } from '../../lib/gate.ts';
import { DocumentError } from './documents/document-error.ts';
import { DOCUMENT_MIME, extractDocument } from './documents/extract.ts';
import { withoutControls } from './documents/plain-text.ts';
import { parseResumeFacts } from './facts/parse-facts.ts';
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

/** Text cut to the stored limit at a line end, so that the user can save it back unchanged. */
function fitText(text: string): string {
  if (text.length <= RESUME_TEXT_MAX_CHARS) return text;
  const cut = text.slice(0, RESUME_TEXT_MAX_CHARS);
  const lineEnd = cut.lastIndexOf('\n');
  return (lineEnd > RESUME_TEXT_MAX_CHARS * 0.9 ? cut.slice(0, lineEnd) : cut).trim();
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
  const clean = withoutControls(base).replace(/\s+/g, ' ').trim().slice(0, 200);
  return clean || null;
}

/** Resumes of the Materials page: uploads read by content, pasted text, corrections, one default. */
export function createResumesService(ctx: AppContext) {
  // Two documents are read at a time (two cores); a few more may wait, the rest are asked to retry.
  const gate = createGate(2, 8);
  const read = async (bytes: Buffer) => {
    try {
      return await gate.run(() => extractDocument(bytes));
    } catch (err) {
      if (err instanceof DocumentError) {
        throw new AppError(`materials.${err.problem}`, { maxMb: RESUME_MAX_BYTES / 1024 / 1024 });
      }
      if (err instanceof GateFullError) throw rateLimited(5);
      throw err;
    }
  };
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
      const { kind, text } = await read(file.bytes);
      const fileName = safeFileName(file.fileName);
      const stored = fitText(text);
      return store(uid, {
        title: titleFrom(fileName ?? stored),
        source: 'file',
        fileName,
        mime: DOCUMENT_MIME[kind],
        text: stored,
        facts: parseResumeFacts(stored),
      });
    },

    /** POST /api/materials/resumes/text. */
    createFromText(uid: number, body: ResumeTextBody): Promise<Resume> {
      const facts = parseResumeFacts(body.text);
      const title = body.title || titleFrom(body.text);
      return store(uid, { title, source: 'text', fileName: null, mime: null, text: body.text, facts });
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
      const values = { text: body.text, facts: parseResumeFacts(body.text), updatedAt: ctx.clock.now() };
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
  };
}
export type ResumesService = ReturnType<typeof createResumesService>;
