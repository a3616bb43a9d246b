import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface OutboxLine {
  to: string;
  text: string;
  at: string;
}

/** The newest sign-in code an outbox file holds for an address, if any. */
function codeIn(file: string, to: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine)
    .filter((l) => l.to === to);
  return lines.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
}

/**
 * The newest sign-in code the outbox holds for an address, waiting briefly for it to arrive; with several data
 * folders (processes behind a load balancer, each with its own outbox), the one of the process that sent it.
 */
export async function readOutboxCode(dataDir: string | string[], to: string): Promise<string> {
  const files = [dataDir].flat().map((dir) => join(dir, 'outbox.jsonl'));
  for (let i = 0; i < 50; i++) {
    const code = files.map((file) => codeIn(file, to)).find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code in the outbox for ${to}`);
}
