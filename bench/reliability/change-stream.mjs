// The change stream on two server processes sharing one PostgreSQL database: an entry appended on the
// database reaches a stream open on either process (woken by NOTIFY), and a stream cut by SIGKILL of its server,
// resumed on the other with its Last-Event-ID, misses no entry, those appended while it was down included. Entries
// are appended by SQL, as the record's writers do, from two connections at once (some in transactions of several),
// so that transactions commit out of the order of their ids.
import pg from 'pg';
import { openChangeStream } from '../change-stream.mjs';
import { figure } from '../figures.mjs';
import { check, postgresDatabase, runTag, serve, signIn, sleep, waitFor } from './lib.mjs';

const WRITERS = 2;

export default async function changeStream({ mode }) {
  const rounds = mode === 'soak' ? 4 : 1;
  const writeMs = mode === 'soak' ? 3000 : 1000;
  const { url } = await postgresDatabase();
  // One after the other: the first applies the migrations and loads the demo data.
  const servers = [await serve({ databaseUrl: url })];
  servers.push(await serve({ databaseUrl: url }));
  const appender = await entryAppender(url);
  try {
    const { token } = await signIn(servers[0].url);
    const crossProcessMs = await reachesBoth(servers, token, appender);

    let appended = 0;
    for (let round = 0; round < rounds; round += 1) {
      // The stream is on the second server of the round; the first is the one it resumes on.
      const [resumeOn, streamOn] = round % 2 === 0 ? [0, 1] : [1, 0];
      const received = [];
      const onChange = (change) => received.push(change);
      const cut = await openChangeStream(servers[streamOn].url, token, { onChange });
      const writing = appender.keepAppending();
      await sleep(writeMs);
      await servers[streamOn].stop('SIGKILL');
      await cut.ended;
      const lastCursor = received.at(-1)?.cursor;
      check(lastCursor, `round ${round + 1}: the stream got no entry before its server was killed`);
      const receivedBeforeKill = received.length;
      // Entries appended while no stream is open are sent on resume, from the table.
      await sleep(writeMs / 2);
      const resumed = await openChangeStream(servers[resumeOn].url, token, { lastEventId: lastCursor, onChange });
      await sleep(writeMs / 2);
      const ids = await writing.stop();
      appended += ids.length;
      const arrived = () => new Set(received.map(({ entry }) => entry.recordId));
      await waitFor(() => ids.every((id) => arrived().has(id)), 10_000);
      resumed.close();

      const got = received.map(({ entry }) => entry.recordId).filter((id) => ids.includes(id));
      const missing = ids.filter((id) => !arrived().has(id));
      check(missing.length === 0, `round ${round + 1}: ${missing.length} of ${ids.length} entries never arrived`);
      check(got.length === ids.length, `round ${round + 1}: ${got.length - ids.length} entries arrived twice`);
      console.log(
        `  round ${round + 1}: ${ids.length} entries, ${receivedBeforeKill} before the kill, the rest after the resume`,
      );
      servers[streamOn] = await serve({ databaseUrl: url });
    }
    return [
      figure({
        figure: 'Change stream: an entry reaches a stream on the other server (PostgreSQL)',
        value: crossProcessMs,
        unit: 'ms',
        note: 'appended by SQL, median of 20',
      }),
      figure({
        figure: 'Change stream cut by SIGKILL, resumed on the other server: entries received, none missed',
        value: appended,
        unit: 'entries',
        note: `${rounds} ${rounds === 1 ? 'kill' : 'kills'}, ${WRITERS} writers appending throughout`,
      }),
    ];
  } finally {
    await appender.end();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** An entry appended once a stream is open on each server reaches both; answers the median delay on the second. */
async function reachesBoth(servers, token, appender) {
  const arrivals = [new Map(), new Map()];
  const streams = await Promise.all(
    servers.map((server, index) =>
      openChangeStream(server.url, token, {
        onChange: ({ entry }) => arrivals[index].set(entry.recordId, performance.now()),
      }),
    ),
  );
  const delays = [];
  try {
    for (let sample = 0; sample < 20; sample += 1) {
      const appendedAt = performance.now();
      const [id] = await appender.append(1);
      check(await waitFor(() => arrivals.every((arrived) => arrived.has(id)), 5000), 'an entry reached no stream');
      delays.push(arrivals[1].get(id) - appendedAt);
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  return delays.sort((a, b) => a - b)[Math.floor(delays.length / 2)];
}

/** Appends entries of venues named by a tag of this run; `keepAppending` does so from WRITERS connections at once. */
async function entryAppender(url) {
  const clients = Array.from({ length: WRITERS }, () => new pg.Client({ connectionString: url }));
  await Promise.all(clients.map((client) => client.connect()));
  const tag = runTag('Stream');
  let count = 0;
  const append = async (amount, client = clients[0]) => {
    const ids = Array.from({ length: amount }, () => `${tag} ${count++}`);
    await client.query(
      `insert into changes (at, actor, action, kind, record_id, fields)
       select now(), 'jsmith', 'update', 'venue', id, '{}'::jsonb from unnest($1::text[]) as id`,
      [ids],
    );
    return ids;
  };
  return {
    append,
    keepAppending() {
      const ids = [];
      let stopped = false;
      const writers = clients.map(async (client, writer) => {
        for (let batch = 0; !stopped; batch += 1) {
          // Now and then a transaction of several entries that stays open a moment: others commit past it.
          if (writer === 1 && batch % 5 === 0) {
            await client.query('begin');
            ids.push(...(await append(3, client)));
            await sleep(15);
            await client.query('commit');
          } else ids.push(...(await append(1, client)));
          await sleep(5);
        }
      });
      return {
        stop: async () => {
          stopped = true;
          await Promise.all(writers);
          return ids;
        },
      };
    },
    end: () => Promise.all(clients.map((client) => client.end())),
  };
}
