// Issue 17's deployment in a test file: Debian nginx (e2e/support/nginx.ts) in front of two built server
// processes on fixed ports, so a process started again is where nginx expects it, sharing a database of the
// file's own on the machine's PostgreSQL and keys of their own on Redis (the scaled mode: Socket.IO's Redis
// adapter, BullMQ, shared limits; TRUST_PROXY=true). Each process has a model endpoint of its own, faked at
// its HTTP boundary and answering alike, so a test knows which process asked the model what.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { E2E_LIMITS } from './global-setup.ts';
import { getFrom, startNginx, type RunningNginx } from './nginx.ts';
import { openAiFakes, type FakeModule, type FakeRequest, type OpenAiFake } from './openai-fake.ts';
import { ownDatabase, REDIS_URL, type OwnDatabase } from './scaled-stores.ts';
import { freePort, startBuiltServer, type RunningServer } from './server.ts';

export interface NginxPair {
  readonly nginx: RunningNginx;
  /** Each process's port, by its index. */
  ports: number[];
  /** The processes running now, by index (replaced when one is started again). */
  servers: RunningServer[];
  /** The model endpoint of each process, by index. */
  fakes: OpenAiFake[];
  /** The environment both processes share (an operator command run against them needs it too). */
  env: Record<string, string>;
  /** Starts process `i` (again) on its port. */
  start(i: number): Promise<void>;
  /** Which process nginx sends a client at `address` to (its index), asked through nginx itself. */
  processFor(address: string): Promise<number>;
  /** Rows of a query on the processes' database. */
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Sets the pair up before the file's tests and removes it after: `env` is added to the shared settings, and
 * `model(fakes)` gives the answer of both model endpoints to each request.
 */
export function useNginxPair(opts: {
  env: Record<string, string>;
  model: (fakes: FakeModule) => (request: FakeRequest) => unknown;
}): NginxPair {
  let database: OwnDatabase | undefined;
  let nginx: RunningNginx | undefined;
  const pair: NginxPair = {
    get nginx() {
      if (!nginx) throw new Error('nginx not started');
      return nginx;
    },
    ports: [],
    servers: [],
    fakes: [],
    env: {},
    async start(i) {
      const llm = { LLM_BASE_URL: pair.fakes[i]?.baseUrl ?? '' };
      pair.servers[i] = await startBuiltServer({ ...pair.env, ...llm }, { port: pair.ports[i] });
    },
    async processFor(address) {
      const { upstream } = await getFrom(`${pair.nginx.url}/api/health`, address);
      return pair.ports.indexOf(Number(upstream.split(':')[1]));
    },
    async query(sql, params = []) {
      const client = new pg.Client({ connectionString: pair.env.DATABASE_URL });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
  };

  beforeAll(async () => {
    const fakes = await openAiFakes();
    const answer = opts.model(fakes);
    pair.fakes.push(...(await Promise.all([0, 1].map(() => fakes.startOpenAiFake(answer)))));
    database = await ownDatabase('op_nginx');
    Object.assign(pair.env, {
      ...E2E_LIMITS,
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: `opnginx:${randomBytes(4).toString('hex')}:`,
      TRUST_PROXY: 'true',
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'test-model',
      ...opts.env,
    });
    while (pair.ports.length < 2) {
      const port = await freePort();
      if (!pair.ports.includes(port)) pair.ports.push(port);
    }
    await Promise.all([pair.start(0), pair.start(1)]);
    nginx = await startNginx(pair.ports);
  }, 300_000);
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(pair.servers.map((s) => s.stop()));
    await Promise.all(pair.fakes.map((f) => f.close()));
    await database?.drop();
  });
  return pair;
}
