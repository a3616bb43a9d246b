import { createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { chmod, unlink } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * The operator's door into a running embedded server: a Unix socket in its data folder, which only the folder's
 * owner may open (no port, no token). `npm run backup` asks it for a copy of the database made inside the
 * server, the one process that may open PGlite's folder.
 */
export const opsSocketPath = (dataDir: string): string => join(resolve(dataDir), 'ops.sock');

/** Serves `POST /backup` (a gzipped tar of the data folder) on the data folder's socket; null when it cannot. */
export async function serveOps(
  dataDir: string,
  backup: () => Promise<Blob>,
  log: { warn(obj: object, msg: string): void },
): Promise<Server | null> {
  const path = opsSocketPath(dataDir);
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') return void res.writeHead(404).end();
    backup().then(
      async (blob) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': blob.size });
        res.end(Buffer.from(await blob.arrayBuffer()));
      },
      (err: unknown) => {
        log.warn({ err }, 'backup failed');
        res.writeHead(500).end(err instanceof Error ? err.message : String(err));
      },
    );
  });
  try {
    // A socket left by a process that was killed answers nobody.
    await unlink(path).catch(() => undefined);
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, done);
    });
    await chmod(path, 0o600);
    return server;
  } catch (err) {
    log.warn({ err, path }, 'operator socket not opened: `npm run backup` cannot reach this server');
    return null;
  }
}

/**
 * Asks the server running on `dataDir` for a backup and writes it to `file` (whole or not at all); false when
 * no server answers there. A failed backup throws with the server's reason.
 */
export function backupFromServer(dataDir: string, file: string): Promise<boolean> {
  const path = opsSocketPath(dataDir);
  if (!existsSync(path)) return Promise.resolve(false);
  return new Promise((done, fail) => {
    const req = request({ socketPath: path, method: 'POST', path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        let reason = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (reason += chunk));
        res.on('end', () => fail(new Error(`the server could not make the backup: ${reason}`)));
        return;
      }
      const partial = `${file}.partial`;
      pipeline(res, createWriteStream(partial))
        .then(() => {
          renameSync(partial, file);
          done(true);
        })
        .catch((err: unknown) => {
          rmSync(partial, { force: true });
          fail(err);
        });
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      ['ECONNREFUSED', 'ENOENT'].includes(err.code ?? '') ? done(false) : fail(err),
    );
    req.end();
  });
}

/** True when a server runs on `dataDir` (its operator socket answers). */
export function serverRunsOn(dataDir: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(opsSocketPath(dataDir));
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}
