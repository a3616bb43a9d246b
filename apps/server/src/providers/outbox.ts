import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import type { MessageSender, ProviderLog } from './types.ts';

/** One line of DATA_DIR/outbox.jsonl. */
export interface OutboxEntry {
  id: string;
  at: string;
  channel: string;
  to: string;
  subject: string;
  text: string;
}

const TAIL_BYTES = 512 * 1024;

/** The file the outbox appends to. */
export const outboxFile = (dataDir: string): string => join(dataDir, 'outbox.jsonl');

/** The offline default: every message becomes one JSON line in DATA_DIR/outbox.jsonl and one log line. */
export function createOutbox(dataDir: string, log: ProviderLog): MessageSender {
  return {
    name: 'outbox',
    async send(message) {
      const entry: OutboxEntry = {
        id: randomUUID(),
        at: new Date().toISOString(),
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
      };
      await mkdir(dataDir, { recursive: true });
      await appendFile(outboxFile(dataDir), `${JSON.stringify(entry)}\n`, 'utf8');
      log.info(
        { outboxId: entry.id, channel: entry.channel },
        `message in the outbox: ${outboxFile(dataDir)}`,
      );
    },
  };
}

/** The newest `limit` messages, newest first, read from the end of the file only. */
export async function readOutbox(dataDir: string, limit: number): Promise<OutboxEntry[]> {
  const file = outboxFile(dataDir);
  if (!existsSync(file)) return [];
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const start = Math.max(0, size - TAIL_BYTES);
    const buffer = Buffer.alloc(size - start);
    await handle.read(buffer, 0, buffer.length, start);
    const lines = buffer.toString('utf8').split('\n');
    if (start > 0) lines.shift();
    return lines.flatMap(parseLine).slice(-limit).reverse();
  } finally {
    await handle.close();
  }
}

function parseLine(line: string): OutboxEntry[] {
  if (!line.trim()) return [];
  try {
    return [JSON.parse(line) as OutboxEntry];
  } catch {
    return [];
  }
}
