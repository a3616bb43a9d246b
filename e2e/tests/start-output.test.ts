import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, ROOT, SERVER_NODE_FLAGS } from '../support/server.ts';

describe('what a start prints', () => {
  it('ends its start with where to open the app, and logs API calls but not the web app files', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(ROOT, 'apps/server/dist/main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '0.0.0.0',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'op-e2e-start-')),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    try {
      const deadline = Date.now() + 60_000;
      while (!out.includes('\nopen ') && !out.startsWith('open ') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const startLines = out.trim().split('\n');
      expect(startLines.at(-1)).toBe(`open http://localhost:${port}`);
      expect(err).toBe('');

      const base = `http://127.0.0.1:${port}`;
      const page = await fetch(`${base}/Auth`, { headers: { accept: 'text/html' } });
      const html = await page.text();
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset).toBeDefined();
      expect((await fetch(`${base}${asset}`)).status).toBe(200);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));

      const requests = out
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; url?: string })
        .filter((line) => line.msg === 'request');
      expect(requests.map((r) => r.url)).toEqual(['/api/health']);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
