import { loadEnv } from './env.ts';
import { createServer } from './server.ts';

const env = loadEnv();
const server = await createServer(env);
await server.app.listen({ port: env.PORT, host: env.HOST });
// The last line of a start says where to go (logs go to the same stdout stream, so it comes after them); a
// wildcard address is this machine's localhost.
const host = ['0.0.0.0', '::', ''].includes(env.HOST) ? 'localhost' : env.HOST;
process.stdout.write(`open http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.app.log.info({ signal, graceMs: env.SHUTDOWN_GRACE_MS }, 'shutting down');
    // Past the grace the process goes anyway: its leases and job locks expire and other processes take over.
    setTimeout(() => {
      server.app.log.error(
        { graceMs: env.SHUTDOWN_GRACE_MS },
        'shutdown took longer than its grace: exiting',
      );
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS);
    server.shutdown().then(
      () => process.exit(0),
      (err: unknown) => {
        server.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
