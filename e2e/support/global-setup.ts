import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startBuiltServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export const E2E_LIMITS = {
  CODE_REQUESTS_BEFORE_CAPTCHA: '1000',
  CODE_IP_HOURLY_CAP: '10000',
  VERIFY_PER_IP_PER_MINUTE: '1000',
};

/** One real server per run, built as `npm start` builds it, in the embedded mode. */
export default async function setup(project: TestProject) {
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(join(ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
  // Every browser test signs in from 127.0.0.1: lift the per-address limits that would otherwise demand a
  // captcha after three codes (the captcha test starts its own server with the defaults).
  const server = await startBuiltServer(E2E_LIMITS);
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
