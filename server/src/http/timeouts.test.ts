import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { TEST_SIGNING_SECRET, testSettings, unusedDatabase } from '../../test/test-app';
import { buildApp } from '../app';
import { DEFAULT_SERVER_TIMEOUTS } from './timeouts';

const SHORT = { requestMs: 1_000, headersMs: 1_000, idleMs: 1_000, keepAliveMs: 500, checkEveryMs: 100 };
/** How long a test waits for the server to close the socket before closing it itself. */
const GIVE_UP_MS = 5_000;

/**
 * Writes one byte every `everyMs` until the server closes the socket (or GIVE_UP_MS pass); answers what the server
 * sent back, and when the socket closed.
 */
function trickle(socket: Socket, bytes: string, everyMs: number): Promise<{ answer: string; afterMs: number }> {
  const started = Date.now();
  let answer = '';
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < bytes.length && !socket.destroyed) socket.write(bytes[sent++] ?? '');
  }, everyMs);
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  const giveUp = setTimeout(() => socket.destroy(), GIVE_UP_MS);
  return new Promise((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, afterMs: Date.now() - started });
    });
    socket.on('error', () => {});
  });
}

describe('a slow client', () => {
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    app = await buildApp({
      db: unusedDatabase,
      settings: testSettings(),
      signingSecret: TEST_SIGNING_SECRET,
      timeouts: SHORT,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  const open = () => connect({ host: '127.0.0.1', port });

  it('that trickles its body one byte at a time is cut after the request timeout', async () => {
    const socket = open();
    socket.write(
      'POST /api/users/authenticate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n',
    );
    const { answer, afterMs } = await trickle(socket, `{"username":"${'a'.repeat(380)}"}`, 100);

    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(4_000);
  });

  it('that trickles its headers is cut too', async () => {
    const socket = open();
    const { answer, afterMs } = await trickle(socket, `GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(200)}`, 100);

    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(4_000);
  });

  it('that says nothing after a kept-alive answer is let go', async () => {
    const socket = open();
    socket.write('GET /config.json HTTP/1.1\r\nHost: x\r\n\r\n');
    const { answer, afterMs } = await trickle(socket, '', 100);

    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(afterMs).toBeLessThan(3_000);
  });
});

describe('the default timeouts', () => {
  it('cut a request after 30 seconds, and are all set', () => {
    expect(DEFAULT_SERVER_TIMEOUTS.requestMs).toBe(30_000);
    for (const value of Object.values(DEFAULT_SERVER_TIMEOUTS)) expect(value).toBeGreaterThan(0);
  });
});
