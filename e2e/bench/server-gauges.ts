// What a bench step cost the server processes, read from outside them: CPU time from Linux's /proc, and the
// event loop's longest stall and the major garbage collections from each server's own Prometheus metrics
// (prom-client's defaults at GET /metrics behind METRICS_TOKEN; its loop-delay histogram restarts at each read).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { RunningServer } from '../support/server.ts';

/** The metrics token the bench's servers get (env METRICS_TOKEN). */
export const METRICS_TOKEN = randomBytes(16).toString('hex');

export interface ServerGauges {
  /** How long the watch lasted. */
  seconds: number;
  /** CPU the server processes used, in cores (seconds of CPU per second). */
  serverCores: number;
  /** CPU the bench's own process used meanwhile: the load generator, on the same machine. */
  benchCores: number;
  /** The longest the event loop of any server was held up. */
  stallMs: number;
  /** Time in major (mark-compact) garbage collections, summed over the servers. */
  majorGcMs: number;
}

/** CPU seconds the processes have used so far: user + system time, in ticks of 10 ms. */
function cpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    // Fields after the command's name (which may hold spaces): state is the 3rd field, utime the 14th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return sum + (Number(fields[11]) + Number(fields[12])) / 100;
  }, 0);
}

async function scrape(server: RunningServer) {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const lines = (await res.text()).split('\n');
  const value = (name: string) => Number(lines.find((l) => l.startsWith(`${name} `))?.split(' ')[1] ?? NaN);
  return {
    lagMax: value('nodejs_eventloop_lag_max_seconds'),
    majorGc: value('nodejs_gc_duration_seconds_sum{kind="major"}') || 0,
  };
}

/** Starts watching `servers` (and this process); `read()` tells what they used since. */
export async function watchServers(servers: RunningServer[]) {
  const pids = servers.map((s) => s.process.pid ?? 0);
  const before = await Promise.all(servers.map(scrape));
  const [t0, cpu0, bench0] = [performance.now(), cpuSeconds(pids), process.cpuUsage()];
  return {
    async read(): Promise<ServerGauges> {
      const wall = (performance.now() - t0) / 1000;
      const [cpu, bench] = [cpuSeconds(pids), process.cpuUsage(bench0)];
      const after = await Promise.all(servers.map(scrape));
      return {
        seconds: wall,
        serverCores: (cpu - cpu0) / wall,
        benchCores: (bench.user + bench.system) / 1e6 / wall,
        stallMs: Math.max(...after.map((m) => m.lagMax)) * 1000,
        majorGcMs: after.reduce((sum, m, i) => sum + m.majorGc - (before[i]?.majorGc ?? 0), 0) * 1000,
      };
    },
  };
}

/** Several watches as one: CPU over their whole time, the longest stall, the collections' sum. */
export function combineGauges(all: ServerGauges[]): ServerGauges {
  const seconds = all.reduce((sum, g) => sum + g.seconds, 0);
  const mean = (key: 'serverCores' | 'benchCores') =>
    all.reduce((sum, g) => sum + g[key] * g.seconds, 0) / seconds;
  return {
    seconds,
    serverCores: mean('serverCores'),
    benchCores: mean('benchCores'),
    stallMs: Math.max(...all.map((g) => g.stallMs)),
    majorGcMs: all.reduce((sum, g) => sum + g.majorGcMs, 0),
  };
}
