// The baseline of the HTTP benchmark: the same framework, one route, no database, no auth.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, code: 200, message: 'ok', result: { uid: 1 } };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
