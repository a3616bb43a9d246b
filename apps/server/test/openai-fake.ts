// An OpenAI-compatible endpoint on loopback for tests and benchmarks: each request is answered by the next
// scripted reply (or the fallback), and the fake records what it received and whether the client hung up.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** One SSE event of a chat stream: a text delta, or raw `data` (for malformed chunks); sent after `delayMs`. */
export interface FakeChunk {
  delta?: string;
  raw?: string;
  delayMs?: number;
}

/** How the fake answers one request. */
export type FakeReply =
  | {
      type: 'stream';
      chunks: FakeChunk[];
      /** Sent as a last chunk with no choices, as OpenAI does for `stream_options.include_usage`. */
      usage?: { prompt_tokens: number; completion_tokens: number };
      /** Send `data: [DONE]` (default true). */
      done?: boolean;
      /** After the last chunk: finish properly (default), keep the response open, or drop the connection. */
      end?: 'close' | 'hang' | 'reset';
    }
  | { type: 'error'; status: number; headers?: Record<string, string>; body?: unknown }
  | { type: 'json'; body: unknown; delayMs?: number }
  | { type: 'audio'; bytes: Buffer; mime: string; delayMs?: number }
  /** Accept the request and never answer. */
  | { type: 'hang' }
  /** Drop the connection without an answer. */
  | { type: 'reset' };

/** A multipart file part as received. */
export interface FakeFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A request as the fake saw it. */
export interface FakeRequest {
  method: string;
  /** Path below the base URL's `/v1`, e.g. `/chat/completions`. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body parsed, when it was JSON. */
  json: Record<string, unknown> | undefined;
  /** Text fields and files, when the body was multipart. */
  fields: Record<string, string>;
  files: Record<string, FakeFile>;
  /** performance.now() when the request arrived. */
  at: number;
  /** True when the client closed the connection before the answer was complete. */
  aborted: boolean;
  /** Settles when the exchange is over, either way. */
  closed: Promise<void>;
}

/** The running fake. */
export interface OpenAiFake {
  /** Give this to a provider as its base URL. */
  baseUrl: string;
  requests: FakeRequest[];
  /** Queues replies for the next requests, in order. */
  reply(...replies: FakeReply[]): void;
  /** Answers when the queue is empty (default: 404). */
  fallback: (request: FakeRequest) => FakeReply;
  close(): Promise<void>;
}

/** A streamed answer of these deltas, `delayMs` apart (the first after `firstDelayMs`, default `delayMs`). */
export function streamReply(
  deltas: string[],
  options: {
    delayMs?: number;
    firstDelayMs?: number;
    usage?: { prompt_tokens: number; completion_tokens: number };
  } = {},
): FakeReply {
  const chunks = deltas.map((delta, i) => ({
    delta,
    delayMs: i === 0 ? (options.firstDelayMs ?? options.delayMs) : options.delayMs,
  }));
  return { type: 'stream', chunks, ...(options.usage ? { usage: options.usage } : {}) };
}

/** Milliseconds between each request the fake received and the one before it (back-off as seen upstream). */
export function requestGaps(fake: OpenAiFake): number[] {
  return fake.requests.slice(1).map((request, i) => request.at - (fake.requests[i]?.at ?? 0));
}

/** The `data` of one chat-completion chunk. */
export function chunkData(delta: string | null, extra: Record<string, unknown> = {}): string {
  const choices = delta === null ? [] : [{ index: 0, delta: { content: delta }, finish_reason: null }];
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices,
    ...extra,
  });
}

async function writeStream(
  res: ServerResponse,
  reply: Extract<FakeReply, { type: 'stream' }>,
): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  for (const chunk of reply.chunks) {
    if (chunk.delayMs) await sleep(chunk.delayMs);
    if (res.destroyed) return;
    res.write(`data: ${chunk.raw ?? chunkData(chunk.delta ?? '')}\n\n`);
  }
  if (reply.end === 'hang') return;
  if (reply.end === 'reset') return void res.socket?.destroy();
  const finish = JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
  });
  res.write(`data: ${finish}\n\n`);
  if (reply.usage)
    res.write(
      `data: ${chunkData(null, { usage: { ...reply.usage, total_tokens: reply.usage.prompt_tokens + reply.usage.completion_tokens } })}\n\n`,
    );
  if (reply.done !== false) res.write('data: [DONE]\n\n');
  res.end();
}

async function answer(res: ServerResponse, reply: FakeReply): Promise<void> {
  switch (reply.type) {
    case 'stream':
      return writeStream(res, reply);
    case 'error': {
      const body = reply.body ?? { error: { message: `fake ${reply.status}`, type: 'fake' } };
      res
        .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
        .end(JSON.stringify(body));
      return;
    }
    case 'json':
      if (reply.delayMs) await sleep(reply.delayMs);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      return;
    case 'audio':
      if (reply.delayMs) await sleep(reply.delayMs);
      res.writeHead(200, { 'content-type': reply.mime }).end(reply.bytes);
      return;
    case 'hang':
      return;
    case 'reset':
      res.socket?.destroy();
  }
}

async function parseBody(seen: FakeRequest): Promise<void> {
  const type = seen.headers['content-type'] ?? '';
  if (type.startsWith('application/json'))
    seen.json = JSON.parse(seen.body.toString('utf8')) as Record<string, unknown>;
  if (!type.startsWith('multipart/form-data')) return;
  const form = await new Response(new Uint8Array(seen.body), {
    headers: { 'content-type': type },
  }).formData();
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') seen.fields[key] = value;
    else
      seen.files[key] = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
}

/** Starts the fake on 127.0.0.1 at a free port. */
export async function startOpenAiFake(fallback?: (request: FakeRequest) => FakeReply): Promise<OpenAiFake> {
  const queue: FakeReply[] = [];
  const fake: OpenAiFake = {
    baseUrl: '',
    requests: [],
    reply: (...replies) => void queue.push(...replies),
    fallback: fallback ?? (() => ({ type: 'error', status: 404 })),
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      let closed: () => void = () => undefined;
      const seen: FakeRequest = {
        method: req.method ?? 'GET',
        path: new URL(req.url ?? '/', 'http://fake').pathname.replace(/^\/v1/, ''),
        headers: req.headers,
        body: Buffer.concat(parts),
        json: undefined,
        fields: {},
        files: {},
        at: performance.now(),
        aborted: false,
        closed: new Promise<void>((resolve) => (closed = resolve)),
      };
      res.on('close', () => {
        seen.aborted = !res.writableFinished;
        closed();
      });
      fake.requests.push(seen);
      void parseBody(seen)
        .then(() => answer(res, queue.shift() ?? fake.fallback(seen)))
        .catch((error: unknown) => res.destroy(error instanceof Error ? error : undefined));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  fake.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  return fake;
}
