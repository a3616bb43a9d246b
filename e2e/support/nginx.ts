// Debian's nginx in front of server processes, configured from the operator's own site file
// (deploy/nginx/offerpilot.conf): the same upstream with its hash stickiness, the same /engine.io/ upgrade, the
// same forwarded-address headers and the same precompressed /assets/. What differs is what a test cannot have:
// plain HTTP on a free loopback port instead of 80/443 with certificates, the test's ports in the upstream, the
// checkout's built web app, files in a temporary folder, and one header naming the process that answered
// (X-Upstream), so a test can tell where nginx sent a request.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from './server.ts';

export const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The deploy file's site, rewritten for loopback: the HTTPS server block only, on `port`, over `upstreams`. */
export function siteForTest(port: number, upstreams: number[]): string {
  const site = readFileSync(join(ROOT, 'deploy/nginx/offerpilot.conf'), 'utf8');
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`);
  const rewritten = site
    // The redirect from port 80 to HTTPS: the first server block.
    .replace(/\nserver \{\n {4}listen 80;[\s\S]*?\n\}\n/, '\n')
    .replace(/( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servers.join('\n')}\n`)
    .replace(/ {4}listen 443 ssl http2;\n {4}listen \[::\]:443 ssl http2;/, `    listen 127.0.0.1:${port};`)
    .replace(/ {4}ssl_certificate[^\n]*\n/g, '')
    .replace('root /srv/offerpilot/apps/web/dist;', `root ${join(ROOT, 'apps/web/dist')};`)
    .replace(
      /(\n {4}proxy_set_header X-Request-ID \$request_id;\n)/,
      '$1    add_header X-Upstream $upstream_addr always;\n',
    );
  const directives = rewritten.replace(/^\s*#.*$/gm, '');
  for (const lost of ['listen 80', 'ssl_certificate', '/srv/offerpilot', ':8001', ':8002']) {
    if (directives.includes(lost)) throw new Error(`deploy/nginx/offerpilot.conf changed: ${lost} is left`);
  }
  return rewritten;
}

export interface RunningNginx {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A request through nginx from a given loopback source address: the status and the process that answered. */
export function getFrom(
  url: string,
  localAddress = '127.0.0.1',
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; upstream: string; body: string }> {
  return new Promise((done, fail) => {
    const out = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          // Every process nginx tried, in order: the last one answered.
          upstream:
            String(res.headers['x-upstream'] ?? '')
              .split(', ')
              .at(-1) ?? '',
          body,
        }),
      );
    });
    out.on('error', fail);
    out.end(init.body);
  });
}

/** Starts nginx (not as a daemon: it is this test's child) in front of the processes on `upstreams`. */
export async function startNginx(upstreams: number[]): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'op-nginx-'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      existsSync(BROTLI_STATIC) ? `load_module ${BROTLI_STATIC};` : '',
      // Only a master started by root switches its workers' user; they must read this folder and the build.
      `user ${userInfo().username};`,
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      `    access_log ${dir}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${dir}/${t};`),
      siteForTest(port, upstreams),
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with ${child.exitCode}: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    }
    if (
      await getFrom(`${url}/api/health`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (i > 100) {
      child.kill('SIGKILL');
      throw new Error('nginx did not answer within 20 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((done) => {
        const removed = () => done(rmSync(dir, { recursive: true, force: true }));
        if (child.exitCode !== null || child.signalCode !== null) return removed();
        child.once('exit', removed);
        child.kill('SIGTERM');
      }),
  };
}
