import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface OutboxLine {
  to: string;
  text: string;
  at: string;
}

/** The newest sign-in code the outbox holds for an address, waiting briefly for it to arrive. */
export async function readOutboxCode(dataDir: string, to: string): Promise<string> {
  const file = join(dataDir, 'outbox.jsonl');
  for (let i = 0; i < 50; i++) {
    if (existsSync(file)) {
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as OutboxLine)
        .filter((l) => l.to === to);
      const code = lines.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code in the outbox for ${to}`);
}
