// The model-path tests' set-up: a fresh loopback chat endpoint per test, the provider pointed at it, and the
// prompts it received.
import { afterEach, beforeEach } from 'vitest';
import { createOpenAiChat } from '../src/providers/llm/openai-chat.ts';
import type { ChatMessage } from '../src/providers/llm/types.ts';
import { startOpenAiFake, type OpenAiFake } from './openai-fake.ts';

export function useModelFake() {
  let fake: OpenAiFake | undefined;
  beforeEach(async () => {
    fake = await startOpenAiFake();
  });
  afterEach(() => fake?.close());
  const current = (): OpenAiFake => {
    if (!fake) throw new Error('the model fake starts before each test');
    return fake;
  };
  return {
    get fake(): OpenAiFake {
      return current();
    },
    /** The OpenAI-compatible provider on the fake, with short time-outs and back-offs. */
    chat: () =>
      createOpenAiChat({
        baseUrl: current().baseUrl,
        model: 'fake-model',
        timeoutMs: 2_000,
        backoffMs: 5,
        maxBackoffMs: 10,
      }),
    /** The system and user texts of the `i`-th request the fake received. */
    prompt(i = 0): { system: string; user: string } {
      const messages = (current().requests[i]?.json?.messages ?? []) as ChatMessage[];
      return { system: messages[0]?.content ?? '', user: messages[1]?.content ?? '' };
    },
  };
}
