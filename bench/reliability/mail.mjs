// The outbox under faults, with a mail server on loopback (../mailbox.mjs) that keeps every Message-ID:
// `mail-crash` SIGKILLs the server on PGlite while 500 messages are queued and some are on their way to the mail
// server, and restarts it; `mail-two-servers` has two processes on one PostgreSQL database send the same queue. Either
// way every message of the outbox arrives, and none twice.
import { figure } from '../figures.mjs';
import { startMailbox } from '../mailbox.mjs';
import {
  check,
  meetingWriter,
  ok,
  pgliteDataDir,
  postgresDatabase,
  runTag,
  serve,
  signIn,
  sleep,
  waitFor,
} from './lib.mjs';

/** The demo team of a meeting writer has two people with an address: each meeting tells both. */
const MESSAGES_PER_MEETING = 2;
const QUEUED = 500;
const ARRIVAL_LIMIT_MS = 60_000;

export async function mailCrash({ mode }) {
  const rounds = mode === 'soak' ? 3 : 1;
  const mailbox = await startMailbox();
  const dataDir = await pgliteDataDir();
  const settings = { dataDir, env: { SMTP_URL: mailbox.url } };
  let server = await serve(settings);
  try {
    const writer = await meetingWriter((await signIn(server.url)).call, runTag('M'));
    for (let round = 0; round < rounds; round += 1) {
      const { call } = await signIn(server.url);
      const arrivedBefore = mailbox.messageIds.length;
      // Some arrive, then the mail server stops answering, and the rest wait in the outbox or on their way to it.
      const holdAfter = 100 * (round + 1);
      const holding = (async () => {
        await mailbox.waitFor(arrivedBefore + holdAfter, ARRIVAL_LIMIT_MS);
        mailbox.hold();
      })();
      await addMeetings([call], writer, QUEUED / MESSAGES_PER_MEETING);
      await holding;
      check(await waitFor(() => mailbox.held() > 0, 10_000), `round ${round + 1}: no message was on its way`);
      const [arrivedAtKill, onTheirWay] = [mailbox.messageIds.length - arrivedBefore, mailbox.held()];
      await server.stop('SIGKILL');
      mailbox.dropHeld();
      server = await serve(settings);
      await checkEveryMessageOnce((await signIn(server.url)).call, mailbox, (round + 1) * QUEUED);
      console.log(
        `  round ${round + 1}: killed after ${arrivedAtKill} of ${QUEUED} messages arrived, ` +
          `with ${onTheirWay} on their way; after the restart all arrived once`,
      );
    }
    return [
      figure({
        figure: 'Outbox: SIGKILL with 500 messages queued, restart (PGlite): messages arrived, none twice',
        value: mailbox.messageIds.length,
        unit: 'messages',
        note: `${rounds} ${rounds === 1 ? 'kill' : 'kills'}, each with messages held unanswered by the mail server`,
      }),
    ];
  } finally {
    await server.stop();
    await mailbox.close();
  }
}

export async function mailTwoServers({ mode }) {
  const batches = mode === 'soak' ? 4 : 1;
  const mailbox = await startMailbox();
  const { url } = await postgresDatabase();
  const env = { SMTP_URL: mailbox.url };
  // One after the other: the first applies the migrations and loads the demo data.
  const servers = [await serve({ databaseUrl: url, env })];
  servers.push(await serve({ databaseUrl: url, env }));
  try {
    const calls = await Promise.all(servers.map(async (server) => (await signIn(server.url)).call));
    const writer = await meetingWriter(calls[0], runTag('T'));
    for (let batch = 0; batch < batches; batch += 1) {
      await addMeetings(calls, writer, QUEUED / MESSAGES_PER_MEETING);
    }
    await checkEveryMessageOnce(calls[0], mailbox, batches * QUEUED);
    return [
      figure({
        figure: 'Outbox: two processes on PostgreSQL sending one queue: messages arrived, none twice',
        value: mailbox.messageIds.length,
        unit: 'messages',
        note: `${batches * QUEUED} queued through both servers`,
      }),
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await mailbox.close();
  }
}

/** `count` meetings of `writer`'s team, added by the clients `calls` in turn, ten at a time. */
async function addMeetings(calls, writer, count) {
  for (let added = 0; added < count; added += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - added) }, (_, n) =>
        ok(calls[(added + n) % calls.length], 'POST', '/api/meetings/add', writer.next()),
      ),
    );
  }
}

/**
 * Once the outbox holds at least `expected` messages (the server writes a change's messages after its commit), every
 * one reaches the mailbox under its Message-ID, none twice, and nothing else arrives.
 */
async function checkEveryMessageOnce(call, mailbox, expected) {
  let queued = new Set();
  const arrived = () => new Set(mailbox.messageIds);
  const allArrived = async () => {
    queued = await outboxMessageIds(call);
    return queued.size >= expected && [...queued].every((id) => arrived().has(id));
  };
  const deadline = performance.now() + ARRIVAL_LIMIT_MS;
  while (!(await allArrived()) && performance.now() < deadline) await sleep(500);
  // Time for a second copy to arrive, were one on its way.
  await sleep(1000);
  queued = await outboxMessageIds(call);
  check(queued.size >= expected, `the outbox holds ${queued.size} of ${expected} messages`);
  const missing = [...queued].filter((id) => !arrived().has(id));
  check(missing.length === 0, `${missing.length} of ${queued.size} messages never arrived: ${missing.slice(0, 3)}`);
  const twice = mailbox.messageIds.length - arrived().size;
  check(twice === 0, `${twice} messages arrived twice`);
  const unknown = [...arrived()].filter((id) => !queued.has(id));
  check(unknown.length === 0, `${unknown.length} messages arrived that the outbox does not hold`);
}

/** The Message-ID of every message in the outbox, page by page. */
async function outboxMessageIds(call) {
  const ids = new Set();
  let before;
  do {
    const page = await ok(call, 'GET', `/api/mail/outbox${before ? `?before=${before}` : ''}`);
    for (const message of page.items) ids.add(message.messageId);
    before = page.next;
  } while (before);
  return ids;
}
