import type { Redis } from 'ioredis';

/** Tells every process that a token hash was revoked, so that none keeps it in its cache. */
export interface RevocationBus {
  publish(tokenHash: string): Promise<void>;
  close(): void;
}

/** Redis pub/sub in the scaled mode; nothing to tell in the embedded mode (one process). */
export async function createRevocationBus(
  redis: Redis | null,
  channel: string,
  onRevoked: (tokenHash: string) => void,
): Promise<RevocationBus> {
  if (!redis) return { publish: async () => undefined, close: () => undefined };
  const subscriber = redis.duplicate();
  subscriber.on('message', (from: string, tokenHash: string) => {
    if (from === channel) onRevoked(tokenHash);
  });
  await subscriber.subscribe(channel);
  return {
    publish: async (tokenHash) => void (await redis.publish(channel, tokenHash)),
    close: () => subscriber.disconnect(),
  };
}
