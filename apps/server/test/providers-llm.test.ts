import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiChat, type OpenAiChatOptions } from '../src/providers/llm/openai-chat.ts';
import type { LlmStream } from '../src/providers/llm/types.ts';
import { ProviderError } from '../src/providers/llm/upstream.ts';
import { estimateTokens } from '../src/providers/llm/usage.ts';
import { type OpenAiFake, requestGaps, startOpenAiFake, streamReply } from './openai-fake.ts';

let fake: OpenAiFake;
beforeEach(async () => (fake = await startOpenAiFake()));
afterEach(() => fake.close());

const ask = [{ role: 'user' as const, content: 'Tell me about yourself.' }];

function chat(options: Partial<OpenAiChatOptions> = {}) {
  return createOpenAiChat({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model: 'fake-model',
    timeoutMs: 1_000,
    idleTimeoutMs: 500,
    backoffMs: 5,
    maxBackoffMs: 20,
    ...options,
  });
}

async function collect(stream: LlmStream): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

async function failure(stream: LlmStream): Promise<ProviderError> {
  const error = await collect(stream).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('LLM provider: streaming', () => {
  it('yields each chunk as its own delta, in order, as it arrives, with the request OpenAI expects', async () => {
    fake.reply(streamReply(['Hel', 'lo', ' there'], { delayMs: 40 }));
    const arrivals: number[] = [];
    const deltas: string[] = [];
    for await (const delta of chat().stream({ messages: ask, maxTokens: 50, temperature: 0.2 })) {
      deltas.push(delta);
      arrivals.push(performance.now());
    }
    expect(deltas).toEqual(['Hel', 'lo', ' there']);
    expect((arrivals[2] ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThan(60); // not buffered until the end
    const [request] = fake.requests;
    expect(request?.path).toBe('/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.json).toMatchObject({
      model: 'fake-model',
      messages: ask,
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 50,
      temperature: 0.2,
    });
  });

  it('skips chunks that are not JSON or carry no text', async () => {
    fake.reply({
      type: 'stream',
      chunks: [
        { raw: 'not json' },
        { delta: 'a' },
        { raw: '{"choices":[]}' },
        { raw: '{"unexpected":true}' },
        { raw: '{"choices":[{"delta":{"role":"assistant"}}]}' },
        { raw: '{"choices":[{"delta":{"content":null}}]}' },
        { raw: '{"choices":[{"delta' },
        { delta: 'b' },
      ],
    });
    expect(await collect(chat().stream({ messages: ask }))).toEqual(['a', 'b']);
  });

  it('fails with bad_response, without retrying, when a stream ends with no text and no [DONE]', async () => {
    fake.reply({ type: 'stream', chunks: [{ raw: 'garbage' }, { raw: '{"choices":[]}' }], done: false });
    const error = await failure(chat().stream({ messages: ask }));
    expect(error.kind).toBe('bad_response');
    expect(fake.requests).toHaveLength(1);
  });

  it('accepts an empty answer the endpoint marked complete, and a text without [DONE]', async () => {
    fake.reply({ type: 'stream', chunks: [] }, { type: 'stream', chunks: [{ delta: 'ok' }], done: false });
    expect(await collect(chat().stream({ messages: ask }))).toEqual([]);
    expect(await collect(chat().stream({ messages: ask }))).toEqual(['ok']);
  });

  it('turns an error object inside the stream into a typed error', async () => {
    fake.reply({ type: 'stream', chunks: [{ delta: 'a' }, { raw: '{"error":{"message":"overloaded"}}' }] });
    const deltas: string[] = [];
    const stream = chat().stream({ messages: ask });
    await expect(
      (async () => {
        for await (const delta of stream) deltas.push(delta);
      })(),
    ).rejects.toMatchObject({ kind: 'upstream' });
    expect(deltas).toEqual(['a']);
  });
});

describe('LLM provider: time-outs', () => {
  it('times out when the first text does not come in time, and closes the request', async () => {
    fake.reply({ type: 'hang' });
    const started = performance.now();
    const error = await failure(chat({ timeoutMs: 150 }).stream({ messages: ask }));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_000);
    await fake.requests[0]?.closed;
    expect(fake.requests[0]?.aborted).toBe(true);
    expect(fake.requests).toHaveLength(1); // a time-out is the caller's budget: not retried
  });

  it('counts headers without text as waiting for the first token', async () => {
    fake.reply({
      type: 'stream',
      chunks: [{ raw: '{"choices":[{"delta":{"role":"assistant"}}]}' }],
      end: 'hang',
    });
    expect((await failure(chat({ timeoutMs: 150 }).stream({ messages: ask }))).kind).toBe('timeout');
  });

  it('times out when the stream goes silent between chunks, after the text already given', async () => {
    fake.reply({ type: 'stream', chunks: [{ delta: 'first' }], end: 'hang' });
    const deltas: string[] = [];
    const stream = chat({ idleTimeoutMs: 120 }).stream({ messages: ask });
    const error = await (async () => {
      for await (const delta of stream) deltas.push(delta);
    })().catch((e: unknown) => e);
    expect(deltas).toEqual(['first']);
    expect(error).toMatchObject({ kind: 'timeout' });
    await fake.requests[0]?.closed;
    expect(fake.requests[0]?.aborted).toBe(true);
  });

  it('does not blame the endpoint for a slow consumer', async () => {
    fake.reply(streamReply(['a', 'b', 'c']));
    const deltas: string[] = [];
    for await (const delta of chat({ idleTimeoutMs: 60 }).stream({ messages: ask })) {
      deltas.push(delta);
      await sleep(120);
    }
    expect(deltas).toEqual(['a', 'b', 'c']);
  });
});

describe('LLM provider: retries', () => {
  it('retries a 429 after the Retry-After the endpoint asked for', async () => {
    fake.reply({ type: 'error', status: 429, headers: { 'retry-after': '1' } }, streamReply(['ok']));
    expect(await collect(chat().stream({ messages: ask }))).toEqual(['ok']);
    expect(requestGaps(fake)[0]).toBeGreaterThanOrEqual(950);
  });

  it('honours retry-after-ms, and fails at once when Retry-After is beyond what it may wait', async () => {
    fake.reply({ type: 'error', status: 429, headers: { 'retry-after-ms': '200' } }, streamReply(['ok']));
    expect(await collect(chat().stream({ messages: ask }))).toEqual(['ok']);
    expect(requestGaps(fake)[0]).toBeGreaterThanOrEqual(190);

    fake.reply({ type: 'error', status: 429, headers: { 'retry-after': '60' } });
    const error = await failure(chat({ maxRetryAfterMs: 5_000 }).stream({ messages: ask }));
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 60_000 });
    expect(fake.requests).toHaveLength(3);
  });

  it('retries a 500 with growing back-off, then gives up with a typed error', async () => {
    fake.reply(...Array.from({ length: 3 }, () => ({ type: 'error' as const, status: 500 })));
    const error = await failure(
      chat({ maxAttempts: 3, backoffMs: 40, maxBackoffMs: 1_000 }).stream({ messages: ask }),
    );
    expect(error).toMatchObject({ kind: 'upstream', status: 500 });
    expect(fake.requests).toHaveLength(3);
    const [first, second] = requestGaps(fake);
    expect(first).toBeGreaterThanOrEqual(20); // half of 40 at least (equal jitter)
    expect(second).toBeGreaterThanOrEqual(40); // half of 80 at least
  });

  it('retries a 503 and a dropped connection, then streams', async () => {
    fake.reply({ type: 'error', status: 503 }, { type: 'reset' }, streamReply(['fine']));
    expect(await collect(chat().stream({ messages: ask }))).toEqual(['fine']);
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry other 4xx answers', async () => {
    fake.reply({ type: 'error', status: 401 });
    expect(await failure(chat().stream({ messages: ask }))).toMatchObject({ kind: 'upstream', status: 401 });
    expect(fake.requests).toHaveLength(1);
  });

  it('never retries once text was given, so no text is repeated', async () => {
    const cut = {
      type: 'stream' as const,
      chunks: [{ delta: 'partial' }, { raw: 'ping', delayMs: 50 }],
      end: 'reset' as const,
    };
    fake.reply(cut, streamReply(['again']));
    const deltas: string[] = [];
    const stream = chat().stream({ messages: ask });
    const error = await (async () => {
      for await (const delta of stream) deltas.push(delta);
    })().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'upstream' });
    expect(deltas).toEqual(['partial']);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('LLM provider: cancellation', () => {
  it("closes the upstream request when the caller's signal aborts mid-answer", async () => {
    fake.reply(streamReply(['a', 'b'], { firstDelayMs: 0, delayMs: 5_000 }));
    const controller = new AbortController();
    const deltas: string[] = [];
    const stream = chat({ idleTimeoutMs: 10_000 }).stream({ messages: ask, signal: controller.signal });
    const error = await (async () => {
      for await (const delta of stream) {
        deltas.push(delta);
        controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(deltas).toEqual(['a']);
    expect(error).toMatchObject({ kind: 'aborted' });
    await fake.requests[0]?.closed;
    expect(fake.requests[0]?.aborted).toBe(true);
  });

  it('closes the upstream request when the consumer breaks out of the loop', async () => {
    fake.reply(streamReply(['a', 'b'], { firstDelayMs: 0, delayMs: 5_000 }));
    const stream = chat({ idleTimeoutMs: 10_000 }).stream({ messages: ask });
    for await (const delta of stream) if (delta === 'a') break;
    await fake.requests[0]?.closed;
    expect(fake.requests[0]?.aborted).toBe(true);
    expect(await stream.usage).toMatchObject({ completionTokens: 1, estimated: true });
  });

  it('stops waiting for a retry when the caller aborts during the back-off', async () => {
    fake.reply({ type: 'error', status: 429, headers: { 'retry-after': '10' } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = performance.now();
    const error = await failure(chat().stream({ messages: ask, signal: controller.signal }));
    expect(error.kind).toBe('aborted');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('LLM provider: token accounting', () => {
  it('reports the usage the endpoint sent', async () => {
    fake.reply(streamReply(['Hi', '!'], { usage: { prompt_tokens: 12, completion_tokens: 3 } }));
    const stream = chat().stream({ messages: ask });
    expect(await collect(stream)).toEqual(['Hi', '!']);
    expect(await stream.usage).toEqual({ promptTokens: 12, completionTokens: 3, estimated: false });
  });

  it('estimates usage when the endpoint sent none: 1 token per CJK character, ~4 characters otherwise', async () => {
    fake.reply(streamReply(['你好', 'abcd']));
    const stream = chat().stream({ messages: [{ role: 'user', content: 'hello world!' }] });
    await collect(stream);
    // prompt: 4 per message + ceil(12 / 4); completion: 2 CJK + ceil(4 / 4)
    expect(await stream.usage).toEqual({ promptTokens: 7, completionTokens: 3, estimated: true });
    expect(estimateTokens('请介绍一下你自己 in English')).toBe(8 + 3);
  });
});
