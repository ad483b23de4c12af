// Crash safety on PGlite: SIGKILL the server in the middle of a stream of writes, restart it on the same
// DATA_DIR, and find it answering with every acknowledged write stored. Repeated for a few rounds.
import { figure } from '../figures.mjs';
import {
  check,
  checkNoWriteLost,
  meetingIdsOf,
  meetingWriter,
  pgliteDataDir,
  runTag,
  serve,
  signIn,
  sleep,
} from './lib.mjs';

/** Concurrent writers, so that some writes are always between request and acknowledgement. */
const WRITERS = 4;

export default async function crash({ mode }) {
  const rounds = mode === 'soak' ? 6 : 2;
  const dataDir = await pgliteDataDir();
  let server = await serve({ dataDir });
  const { call } = await signIn(server.url);
  const writer = await meetingWriter(call, runTag('C'));
  const sent = new Set();
  const acknowledged = new Set();
  const refused = [];
  let slowestRestart = 0;
  try {
    for (let round = 0; round < rounds; round += 1) {
      const { call: write } = await signIn(server.url);
      let killed = false;
      const stream = async () => {
        while (!killed) {
          const body = writer.next();
          sent.add(body._id);
          const answer = await write('POST', '/api/meetings/add', body).catch(() => undefined);
          if (answer?.status === 201) acknowledged.add(body._id);
          else if (!killed) refused.push(`${answer?.status ?? 'no answer'} ${answer?.body?.message ?? ''}`);
        }
      };
      const writers = Array.from({ length: WRITERS }, stream);
      // Varied, so the kill lands at different points of a write.
      await sleep(1500 + ((round * 373) % 1100));
      killed = true;
      await server.stop('SIGKILL');
      await Promise.all(writers);
      check(refused.length === 0, `writes before the kill failed: ${refused.slice(0, 3)}`);

      const restartStarted = performance.now();
      server = await serve({ dataDir });
      slowestRestart = Math.max(slowestRestart, performance.now() - restartStarted);
      const { call: read } = await signIn(server.url);
      checkNoWriteLost('meetings', acknowledged, await meetingIdsOf(read, writer.team), sent);
    }
  } finally {
    await server.stop();
  }
  return [
    figure({
      figure: 'Crash (SIGKILL) during writes on PGlite: acknowledged writes, all stored',
      value: acknowledged.size,
      unit: 'writes',
      note: `${rounds} kills, restarts answer`,
    }),
    figure({ figure: 'Crash: slowest restart after SIGKILL', value: slowestRestart, unit: 'ms' }),
  ];
}
