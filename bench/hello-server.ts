/**
 * The ratio's base: a bare Fastify route answering {"hello":"world"}, no plugins, no logging.
 * Started by run.ts as its own process (like the api), on the port given as the first argument.
 */
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 4401);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
console.log(`hello listening on ${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
