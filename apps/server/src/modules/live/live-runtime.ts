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
import type { ThreadLeases } from './live-leases.ts';
import { insertEvent, lastSeq, type ThreadRow } from './live.repo.ts';

/** How many recent events a thread keeps in memory for clients that resume mid-hint. */
const RECENT_EVENTS = 500;
/**
 * A pipeline that starts numbers its events from the last stored one plus this gap. Events that are not
 * stored (hint deltas, drafts, retractions) may have been sent with numbers above the last stored one by a
 * pipeline that stopped or died; a client that resumes from such a number must not miss the new events.
 * Between two stored events there are at most a draft, a retraction and one hint's deltas (the hint's token
 * cap is 400), so 1,000 numbers cover them.
 */
export const SEQ_RESTART_GAP = 1_000;

/** What a socket of the thread asks the pipeline to do; runs where the pipeline runs. */
export type LiveCommand =
  { type: 'ask'; text: string } | { type: 'audio'; frame: PcmChunk } | { type: 'audioEnded' };

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
  /** Which process runs a thread's pipeline (always this one in the embedded mode). */
  leases: ThreadLeases;
}

interface Running {
  thread: ThreadRow;
  pipeline: LivePipeline;
  recent: LiveEvent[];
  segmenter: Segmenter | null;
}

/**
 * The live threads of this process: the sockets of each thread connected here, and one pipeline per thread
 * whose lease this process holds (numbered events continuing above the stored ones, stores written in order
 * per thread, the recent events kept for clients that resume while a hint is streaming). A pipeline stops
 * when the last socket of its thread here leaves, or when the lease is lost.
 */
export function createLiveRuntime(deps: RuntimeDeps) {
  const running = new Map<string, Promise<Running>>();
  const sockets = new Map<string, number>();

  async function start(thread: ThreadRow): Promise<Running> {
    let seq = (await lastSeq(deps.ctx.db, thread.id)) + SEQ_RESTART_GAP;
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
    return { thread, pipeline, recent, segmenter: null };
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

  async function stop(threadId: string): Promise<void> {
    const run = running.get(threadId);
    running.delete(threadId);
    const r = await run?.catch(() => null);
    r?.segmenter?.close();
    r?.pipeline.close();
  }

  async function execute(run: Running, command: LiveCommand): Promise<void> {
    if (command.type === 'ask') return run.pipeline.ask(command.text);
    if (command.type === 'audioEnded') return run.segmenter?.flush();
    run.segmenter ??= createSegmenter({
      pause: run.thread.pause as PauseSetting,
      onEvent: (e) => run.pipeline.onSpeech(e),
      onError: (err) => deps.log.warn({ err, threadId: run.thread.id }, 'voice activity detection failed'),
    });
    run.segmenter.push(command.frame);
  }

  return {
    /** A socket of the thread connected to this process. */
    attach(threadId: string): void {
      sockets.set(threadId, (sockets.get(threadId) ?? 0) + 1);
    },

    /** A socket left; with the last one here, this process's pipeline of the thread stops. */
    async detach(threadId: string): Promise<void> {
      const left = (sockets.get(threadId) ?? 1) - 1;
      if (left > 0) return void sockets.set(threadId, left);
      sockets.delete(threadId);
      await stop(threadId);
      await deps.leases.release(threadId);
    },

    /**
     * Runs a command of a socket connected here when this process holds (or can take) the thread's lease;
     * false when another process runs the thread's pipeline. `fresh`: see ThreadLeases.acquire.
     */
    async runHere(thread: ThreadRow, command: LiveCommand, opts?: { fresh?: boolean }): Promise<boolean> {
      if (!(await deps.leases.acquire(thread.id, opts))) return false;
      // No pipeline here, nothing buffered to finish: no need to start one.
      if (command.type === 'audioEnded' && !running.has(thread.id)) return true;
      await execute(await get(thread), command);
      return true;
    },

    /** Runs a command another process forwarded; false unless this process runs the thread's pipeline. */
    async runForwarded(threadId: string, command: LiveCommand): Promise<boolean> {
      const run = running.get(threadId);
      if (!run || !deps.leases.holds(threadId)) return false;
      await execute(await run, command);
      return true;
    },

    /** The lease of a thread went to another process: its pipeline here stops. */
    lost: (threadId: string) => stop(threadId),

    /** Events after `afterSeq` still in this process's memory (the stored ones come from the database). */
    async recent(threadId: string, afterSeq: number): Promise<LiveEvent[]> {
      const run = await running.get(threadId)?.catch(() => null);
      return run ? run.recent.filter((e) => e.seq > afterSeq) : [];
    },

    /** Stops every pipeline of this process and gives their leases up. */
    async close(): Promise<void> {
      await Promise.all([...running.keys()].map(stop));
      sockets.clear();
      await deps.leases.close();
    },
  };
}
export type LiveRuntime = ReturnType<typeof createLiveRuntime>;
