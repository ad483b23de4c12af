// The baseline of the server figures: a bare Fastify hello-world, in a process of its own like the real server.
// `node hello-server.mjs <port>`; prints "listening" once it does.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
