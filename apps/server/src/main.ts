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
    server.app.log.info({ signal }, 'shutting down');
    void server.close().then(() => process.exit(0));
  });
}
