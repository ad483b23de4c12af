// Mail's figures on the seeded server, whose SMTP_URL is a mailbox on loopback (../mailbox.mjs): a meeting add that
// tells 20 people beside the same add that tells nobody (its people have no address), and how soon 1,000 queued
// messages reach the mail server.
import { figure, median, round } from '../figures.mjs';
import { addsMade, CONNECTIONS, jsonHeaders, load, measureAdds, meetingPayloads } from './meeting-adds.mjs';
import { MAIL_PEOPLE, MAIL_PLACES } from './seeded-server.mjs';

/** Adds of each turn after the warm-up: each tells MAIL_PEOPLE, so a turn queues some 8,000 messages. */
const MAIL_ADDS = Number(process.env.BENCH_MAIL_ADDS ?? 300);
const MAIL_TURNS = 3;
const QUEUED = 1000;
const DELIVERY_LIMIT_S = 30;
/** How long the messages of a turn may take to arrive before the next turn (its figure must not pay for them). */
const DRAIN_LIMIT_MS = 300_000;
const DAY_MS = 86_400_000;

/**
 * @param {string} engine
 * @param {{url: string, child: import('node:child_process').ChildProcess}} server
 * @param {string} authorization
 * @param {Awaited<ReturnType<import('../mailbox.mjs').startMailbox>>} mailbox
 */
export async function mailFigures(engine, server, authorization, mailbox) {
  return [
    await addsWithAndWithoutMail(engine, server.url, authorization, mailbox),
    await queuedDelivery(engine, server.url, authorization, mailbox),
  ];
}

/**
 * MAIL_TURNS turns of adds at CONNECTIONS, each of the quiet place then of the mail place, a month apart, waiting after
 * each for its messages to arrive: the medians of each's p99, and the median of the turns' ratios.
 */
async function addsWithAndWithoutMail(engine, serverUrl, authorization, mailbox) {
  const p99 = { mail: [], quiet: [] };
  const drainSeconds = [];
  for (let turn = 0; turn < MAIL_TURNS; turn += 1) {
    const firstSlot = new Date(Date.parse('2030-01-01T00:00:00Z') + turn * 30 * DAY_MS).toISOString();
    for (const kind of ['quiet', 'mail']) {
      const expected = mailbox.messageIds.length + (kind === 'mail' ? addsMade(MAIL_ADDS) * MAIL_PEOPLE : 0);
      const options = { prefix: `${kind} ${turn}`, place: MAIL_PLACES[kind], firstSlot, amount: MAIL_ADDS };
      const { latency } = await measureAdds(serverUrl, authorization, options);
      p99[kind].push(latency.p99);
      const started = performance.now();
      if (!(await mailbox.waitFor(expected, DRAIN_LIMIT_MS))) {
        throw new Error(`${mailbox.messageIds.length} of ${expected} messages arrived`);
      }
      if (kind === 'mail') drainSeconds.push((performance.now() - started) / 1000);
    }
  }
  const [withMail, without] = [median(p99.mail), median(p99.quiet)];
  const ratio = median(p99.mail.map((value, turn) => value / p99.quiet[turn]));
  console.log(`  adds telling ${MAIL_PEOPLE} people: p99 ${withMail} ms, telling nobody ${without} ms`);
  return figure({
    figure: `POST /api/meetings/add telling ${MAIL_PEOPLE} people, p99 at ${CONNECTIONS} connections (${engine})`,
    value: withMail,
    unit: 'ms',
    goal: '≤ 1.10 × the same add telling nobody',
    met: ratio <= 1.1,
    baseline: without,
    ratio,
    note:
      `baseline: a team and venue of as many people without an address; ${MAIL_TURNS} turns of ${MAIL_ADDS} each ` +
      `after 100 to warm up (medians; ratio the median of the turns'); the last messages of a turn arrived ` +
      `${round(median(drainSeconds), 1)} s after it`,
  });
}

/** QUEUED messages, queued by adds of the mail place at CONNECTIONS: seconds from the first add to the last arrival. */
async function queuedDelivery(engine, serverUrl, authorization, mailbox) {
  const expected = mailbox.messageIds.length + QUEUED;
  const nextPayload = meetingPayloads(
    'Delivered',
    '2030-06-01T00:00:00Z',
    Number.POSITIVE_INFINITY,
    () => MAIL_PLACES.mail,
  );
  const started = performance.now();
  await load({
    url: serverUrl,
    amount: QUEUED / MAIL_PEOPLE,
    requests: [
      {
        method: 'POST',
        path: '/api/meetings/add',
        headers: jsonHeaders(authorization),
        setupRequest: (request) => ({ ...request, body: JSON.stringify(nextPayload()) }),
      },
    ],
  });
  const arrived = await mailbox.waitFor(expected, DRAIN_LIMIT_MS);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${QUEUED} messages queued by ${QUEUED / MAIL_PEOPLE} adds reached the mail server in ${round(seconds, 1)} s`,
  );
  return figure({
    figure: `${QUEUED} queued messages reach a mail server on loopback (${engine})`,
    value: arrived ? seconds : Number.POSITIVE_INFINITY,
    unit: 's',
    goal: `≤ ${DELIVERY_LIMIT_S} s`,
    met: arrived && seconds <= DELIVERY_LIMIT_S,
    note: `from the first of ${QUEUED / MAIL_PEOPLE} adds telling ${MAIL_PEOPLE} people each, at ${CONNECTIONS} connections`,
  });
}
