import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Where a self-hosted release is served: the web app's default update host is this path of its own origin. */
export const UPDATES_PREFIX = '/updates/';

const MANIFEST = /\.ya?ml$/;

/**
 * Serves a self-hosted desktop release from `dir` under /updates/: `latest-mac.yml` (never cached, so a new
 * release is seen at once) and the installers and archives it names (downloaded, not shown). Files are looked
 * up per request, so a release copied into the folder is served without a restart. The folder must exist.
 */
export async function registerUpdates(app: FastifyInstance, dir: string | undefined): Promise<void> {
  if (!dir) return;
  const root = resolve(dir);
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`Invalid setting UPDATES_DIR: ${root} is not a folder`);
  }
  await app.register(fastifyStatic, {
    root,
    prefix: UPDATES_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, path) => {
      if (MANIFEST.test(path)) {
        reply.header('content-type', 'text/yaml; charset=utf-8');
        reply.header('cache-control', 'no-cache');
      } else {
        reply.header('content-disposition', 'attachment');
        reply.header('cache-control', 'public, max-age=3600');
      }
    },
  });
}
