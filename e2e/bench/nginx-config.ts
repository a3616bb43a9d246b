// Debian's nginx in front of server processes on loopback, with the site file operators install
// (deploy/nginx/offerpilot.conf) turned into a configuration an unprivileged run can use: its HTTPS server
// listens on a free loopback port without TLS, the port-80 redirect is left out, the upstream names the
// processes' ports (with the file's own parameters), and every path nginx writes is in a temporary folder.
// Each change checks that the part it edits is still in the file: a changed site file fails here, loudly.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { freePort, ROOT } from '../support/server.ts';

const SITE = join(ROOT, 'deploy/nginx/offerpilot.conf');
const NGINX = '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static, which the site file's `brotli_static` needs. */
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** `text` with `pattern` replaced; fails when the site file no longer has it. */
function edit(text: string, pattern: RegExp, by: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`nginx config: ${SITE} no longer has ${what}`);
  return text.replace(pattern, by);
}

/** The site file for `ports` (one upstream server each), its HTTPS server on plain HTTP at `listen`. */
export function siteFor(ports: number[], listen: number): string {
  let site = readFileSync(SITE, 'utf8');
  site = edit(site, /server \{\n\s+listen 80;[\s\S]*?\n\}\n/, '', 'the port-80 redirect server');
  site = edit(site, /listen 443 ssl http2;/, `listen 127.0.0.1:${listen};`, 'listen 443');
  site = edit(site, /\n\s*listen \[::\]:443[^\n]*/, '', 'listen [::]:443');
  site = edit(site, /\n\s*ssl_certificate[^\n]*/g, '', 'the certificate lines');
  const upstream = /\n(\s*)server 127\.0\.0\.1:\d+( [^;\n]*)?;/g;
  const first = upstream.exec(site);
  if (!first) throw new Error(`nginx config: ${SITE} no longer has upstream servers`);
  const [indent, params] = [first[1] ?? '', first[2] ?? ''];
  const servers = ports.map((port) => `\n${indent}server 127.0.0.1:${port}${params};`).join('');
  site = site
    .replace(upstream, '')
    .replace(/(upstream offerpilot \{\n(?:\s*#[^\n]*\n)*\s*hash[^\n]*)/, `$1${servers}`);
  if (!ports.every((port) => site.includes(`127.0.0.1:${port}`)))
    throw new Error(`nginx config: the upstream of ${SITE} did not take the ports`);
  site = site.replaceAll('/srv/offerpilot', ROOT);
  return existsSync(BROTLI) ? site : site.replace(/\n\s*brotli_static on;/, '');
}

/**
 * Which of `ports` (in order) nginx's `hash $remote_addr consistent` sends a client address to, computed as
 * nginx 1.22 does (ngx_http_upstream_hash_module.c): 160 points per server of weight 1 on a ring, each the
 * CRC32 of "127.0.0.1\0<port>" followed by the previous point (4 bytes, little-endian); an address goes to
 * the first point at or after the CRC32 of its text, round the ring.
 */
export function upstreamByHash(ports: number[]): (address: string) => number {
  const points = ports.flatMap((port, server) => {
    const base = Buffer.from(`127.0.0.1\0${port}`);
    const prev = Buffer.alloc(4);
    return Array.from({ length: 160 }, () => {
      const hash = crc32(Buffer.concat([base, prev]));
      prev.writeUInt32LE(hash);
      return { hash, server };
    });
  });
  points.sort((a, b) => a.hash - b.hash);
  return (address) => {
    const hash = crc32(address);
    const at = points.findIndex((p) => p.hash >= hash);
    return (points[at < 0 ? 0 : at] as (typeof points)[number]).server;
  };
}

/**
 * `count` client addresses on loopback (the machine has all of 127.0.0.0/8), each the next of a fixed
 * pseudo-random walk over it that nginx's address hash sends to the process whose turn it is (the i-th to
 * `ports[i mod ports.length]`): any first n addresses split evenly, as very many clients' addresses do.
 * Consecutive addresses are a poor sample: CRC32 is linear, so their hashes differ by combinations of a few
 * fixed bit patterns (127.0.1.10 to .17 all went to one process in a run of this bench).
 */
export function spreadAddresses(count: number, ports: number[]): string[] {
  const upstreamOf = upstreamByHash(ports);
  const addresses: string[] = [];
  for (let k = 1; addresses.length < count; k++) {
    const x = Math.imul(k, 0x9e3779b1) >>> 8;
    const address = `127.${x >>> 16}.${(x >>> 8) & 255}.${x & 255}`;
    const host = x & 255;
    if (host === 0 || host === 255 || address === '127.0.0.1' || addresses.includes(address)) continue;
    if (upstreamOf(address) === addresses.length % ports.length) addresses.push(address);
  }
  return addresses;
}

export interface RunningNginx {
  url: string;
  /** Per upstream address (127.0.0.1:port), the Socket.IO connections it carried (ended ones: logged at their end). */
  socketsByUpstream(): Map<string, number>;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground in front of `ports`; it answers once listening. */
export async function startNginx(ports: number[]): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'op-nginx-'));
  // Workers run as www-data when nginx starts as root: they write their temporary files here.
  chmodSync(dir, 0o755);
  const listen = await freePort();
  writeFileSync(join(dir, 'offerpilot.conf'), siteFor(ports, listen));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `    ${t}_temp_path ${join(dir, t)};`)
    .join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${existsSync(BROTLI) ? `load_module ${BROTLI};\n` : ''}user www-data;
worker_processes auto;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    sendfile on;
    tcp_nodelay on;
${temp}
    log_format upstreams '$remote_addr $upstream_addr $request_uri $status';
    access_log ${join(dir, 'access.log')} upstreams;
    include ${join(dir, 'offerpilot.conf')};
}
`,
  );
  const child = spawn(
    NGINX,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    try {
      await fetch(`${url}/metrics`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error('nginx did not listen within 10 s');
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    socketsByUpstream() {
      const served = new Map<string, number>();
      for (const line of readFileSync(join(dir, 'access.log'), 'utf8').split('\n')) {
        const [, upstream, uri] = line.split(' ');
        if (upstream && uri?.startsWith('/engine.io/')) served.set(upstream, (served.get(upstream) ?? 0) + 1);
      }
      return served;
    },
    stop: () =>
      new Promise((done) => {
        const gone = () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null || child.signalCode !== null) return gone();
        child.once('exit', gone);
        child.kill('SIGTERM');
      }),
  };
}
