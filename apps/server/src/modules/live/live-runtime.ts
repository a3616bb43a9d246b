import type { Lang, LiveEvent, PauseSetting } from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createGrounder, type ThreadMaterials } from '../../ai/coach/grounding.ts';
import { QuestionJoiner } from '../../ai/detect/joiner.ts';
import { createLivePipeline, type LivePipeline, type UnnumberedEvent } from '../../ai/live/pipeline.ts';
import type { PcmChunk } from '../../ai/live/pcm.ts';
import { createSegmenter, type Segmenter } from '../../ai/live/segmenter.ts';
import type { BankIndex } from '../../ai/retrieval/bank.ts';
import type { AiProviders } from '../../providers/ai-providers.ts';
import { insertEvent, lastSeq, type ThreadRow } from './live.repo.ts';

/** How many recent events a thread keeps in memory for clients that resume mid-hint. */
const RECENT_EVENTS = 500;

export interface RuntimeDeps {
  ctx: AppContext;
  log: FastifyBaseLogger;
  providers: AiProviders;
  /** Sends an event to every chat socket of the thread, on any node. */
  broadcast(threadId: string, event: LiveEvent): void;
  /** What this thread's questions ground on: its goal's position and requirements, its resume's facts. */
  materials(thread: ThreadRow): Promise<ThreadMaterials>;
  /** The question bank's retrieval index (built once per process). */
  bank(): Promise<BankIndex>;
}

interface Running {
  pipeline: LivePipeline;
  recent: LiveEvent[];
  segmenter: Segmenter | null;
  users: number;
}

/**
 * The live threads running in this process: one pipeline per thread, numbered events (sequence numbers
 * continue from the stored ones), stores written in order per thread, and the recent events kept for
 * clients that resume while a hint is streaming.
 */
export function createLiveRuntime(deps: RuntimeDeps) {
  const running = new Map<string, Promise<Running>>();

  async function start(thread: ThreadRow): Promise<Running> {
    let seq = await lastSeq(deps.ctx.db, thread.id);
    let writes = Promise.resolve();
    const recent: LiveEvent[] = [];
    const sink = {
      emit(event: UnnumberedEvent): LiveEvent {
        const numbered = { ...event, seq: ++seq } as LiveEvent;
        recent.push(numbered);
        if (recent.length > RECENT_EVENTS) recent.shift();
        deps.broadcast(thread.id, numbered);
        return numbered;
      },
      store(event: LiveEvent): void {
        const { seq: n, type, ...payload } = event;
        writes = writes
          .then(() => insertEvent(deps.ctx.db, { threadId: thread.id, seq: n, type, payload }))
          .catch((err: unknown) => deps.log.error({ err, threadId: thread.id }, 'live event not stored'));
      },
    };
    const pipeline = createLivePipeline({
      lang: thread.lang as Lang,
      asr: deps.providers.asr,
      llm: deps.providers.llm,
      tracker: new QuestionJoiner(),
      ground: createGrounder(await deps.bank(), await deps.materials(thread)),
      sink,
      onError: (err) => deps.log.warn({ err, threadId: thread.id }, 'live pipeline error'),
    });
    return { pipeline, recent, segmenter: null, users: 0 };
  }

  function get(thread: ThreadRow): Promise<Running> {
    let run = running.get(thread.id);
    if (!run) {
      run = start(thread);
      running.set(thread.id, run);
      run.catch(() => running.delete(thread.id));
    }
    return run;
  }

  return {
    /** A socket of the thread joined; the pipeline starts with the first one. */
    async attach(thread: ThreadRow): Promise<void> {
      (await get(thread)).users++;
    },

    /** A socket left; the pipeline stops with the last one. */
    async detach(threadId: string): Promise<void> {
      const run = await running.get(threadId);
      if (!run || --run.users > 0) return;
      run.segmenter?.close();
      run.pipeline.close();
      running.delete(threadId);
    },

    /** The text path: a typed or pasted question. */
    async ask(thread: ThreadRow, text: string): Promise<void> {
      (await get(thread)).pipeline.ask(text);
    },

    /** One frame of the main screen's audio (PCM16 mono 16 kHz). */
    async audio(thread: ThreadRow, frame: PcmChunk): Promise<void> {
      const run = await get(thread);
      run.segmenter ??= createSegmenter({
        pause: thread.pause as PauseSetting,
        onEvent: (e) => run.pipeline.onSpeech(e),
        onError: (err) => deps.log.warn({ err, threadId: thread.id }, 'voice activity detection failed'),
      });
      run.segmenter.push(frame);
    },

    /** The audio connection closed: what was said so far is finished. */
    async audioEnded(threadId: string): Promise<void> {
      const run = await running.get(threadId);
      await run?.segmenter?.flush();
    },

    /** Events after `afterSeq` still in memory (the stored ones come from the database). */
    async recent(threadId: string, afterSeq: number): Promise<LiveEvent[]> {
      const run = await running.get(threadId);
      return run ? run.recent.filter((e) => e.seq > afterSeq) : [];
    },

    /** Stops every pipeline of this process. */
    async close(): Promise<void> {
      for (const run of running.values()) {
        const r = await run.catch(() => null);
        r?.segmenter?.close();
        r?.pipeline.close();
      }
      running.clear();
    },
  };
}
export type LiveRuntime = ReturnType<typeof createLiveRuntime>;
