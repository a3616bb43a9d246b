import { loadEnv } from './env.ts';
import { createServer } from './server.ts';

const env = loadEnv();
const server = await createServer(env);
await server.app.listen({ port: env.PORT, host: env.HOST });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.app.log.info({ signal }, 'shutting down');
    void server.close().then(() => process.exit(0));
  });
}
