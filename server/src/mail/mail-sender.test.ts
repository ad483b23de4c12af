import { NO_MAIL_SERVER_ANSWER } from '@scheduler/shared-domain/mail';
import { parseInvitation, startTestMailServer, type TestMailServer } from '../../test/mail-test';
import { TestClock } from '../../test/test-app';
import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../../test/test-databases';
import type { Database } from '../db/database';
import { queueMail, SECRET_LINK_PLACEHOLDER } from './mail-queries';
import { createMailRepository, type NewMail } from './mail-repository';
import { createMailSender, LOOK_MS, type MailSender, type RequestActivity } from './mail-sender';

const FROM = 'scheduler@group.test';

const mail = (n: number): NewMail => ({
  recipient: { name: `Person ${n}`, email: `person${n}@example.org` },
  subject: `Message ${n}`,
  text: `Text ${n}`,
  html: `<p>Text ${n}</p>`,
});

/** A port nothing listens on: the connection is refused. */
const REFUSED_URL = 'smtp://127.0.0.1:1';

/** A request every 10 ms, as in a burst of changes, until the answer is called. */
const startBurst = (requests: RequestActivity) => {
  const burst = setInterval(() => {
    requests.taken += 1;
  }, 10);
  return () => clearInterval(burst);
};

describe.each(testDatabaseEngines())('the mail sender on $name', (engine) => {
  let db: Database;
  let smtp: TestMailServer;
  let clock: TestClock;
  const senders: MailSender[] = [];
  const errors: unknown[] = [];

  /** Sends to the test mail server unless given another `smtpUrl`, or none (undefined). */
  const startSender = async (options: { smtpUrl?: string | undefined; requests?: RequestActivity } = {}) => {
    const smtpUrl = 'smtpUrl' in options ? options.smtpUrl : smtp.url;
    const requests = options.requests ?? { taken: 0 };
    const sender = createMailSender({
      db,
      smtpUrl,
      mail: { mailFrom: FROM, senderName: 'RG scheduler', publicUrl: 'https://scheduler.group.test', timeZone: 'UTC' },
      unsubscribeUrl: (email) => `https://scheduler.group.test/api/mail/unsubscribe/${email}`,
      now: clock.now,
      requests,
      pollMs: 60_000,
      onError: (error) => errors.push(error),
      secretLinkToken: (linkId) => `secret-of-${linkId}`,
    });
    senders.push(sender);
    await sender.start();
    return sender;
  };
  const queue = (messages: NewMail[]) =>
    db.transaction((tx) => queueMail(tx, messages, { at: new Date(clock.now()), from: FROM }));
  const rows = () => createMailRepository(db).page(undefined, 1000);
  /** What a meeting add writes: the meeting, at a place whose lead Ann and member Bob hear of it, and its intent. */
  let added = 0;
  const writeAddIntent = (id: string) =>
    db.transaction(async (tx) => {
      added += 1;
      await tx.query(
        `insert into meetings (id, team_name, venue_name, meeting_date, start_time, end_time, updated_date)
         select $1, 'Team', 'Hall', (start at time zone 'UTC')::date, start, start + interval '1 hour', $3
           from (select timestamptz '2026-12-01 09:00Z' + $2 * interval '1 day' as start) as slot`,
        [id, added, new Date(clock.now())],
      );
      await createMailRepository(tx).writeIntent(new Date(clock.now()), [], [id]);
    });
  const intentsLeft = async () => (await db.query('select id from mail_intents')).length;

  beforeAll(async () => {
    db = await engine.openMigrated();
    await db.execScript(`
      insert into users (username, role, firstname, lastname, email) values
        ('ann', 'User', 'Ann', 'Lee', 'ann@example.org'), ('bob', 'User', 'Bob', 'Ray', 'bob@example.org');
      insert into teams (name, description, lead_id, updated_date)
        select 'Team', 'A team', id, now() from users where username = 'ann';
      insert into team_members (team_name, user_id, position) select 'Team', id, 1 from users where username = 'bob';
      insert into venues (name, updated_date) values ('Hall', now());`);
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query('delete from outbox');
    await db.query('delete from mail_intents');
    await db.query('delete from meetings');
    clock = new TestClock();
    smtp = await startTestMailServer();
  });
  afterEach(async () => {
    for (const sender of senders.splice(0)) await sender.close();
    await smtp.close();
    expect(errors.splice(0)).toEqual([]);
  });

  it('puts a secret link into the message it sends, while the outbox keeps only its placeholder', async () => {
    const linkId = '6f1b3b7e-8d1c-4c1e-9a34-0d4b1f0c2a11';
    const link = `https://scheduler.group.test/user/set-password#token=${SECRET_LINK_PLACEHOLDER}`;
    const sender = await startSender();
    await queue([{ ...mail(1), text: `Open ${link}`, html: `<a href="${link}">set</a>`, secretLink: linkId }]);
    const [arrived] = await smtp.waitFor(1);
    await sender.idle();
    expect(arrived?.text).toContain(`set-password#token=secret-of-${linkId}`);
    expect(arrived?.html).toContain(`set-password#token=secret-of-${linkId}`);
    const [row] = await rows();
    expect(row?.status).toBe('sent');
    expect(JSON.stringify(await db.query('select * from outbox'))).not.toContain('secret-of-');
    expect(row?.text_body).toBe(`Open ${link}`);
  });

  it('sends a message after its commit, under the Message-ID it was queued with, and marks it sent', async () => {
    const sender = await startSender();
    await queue([mail(1)]);
    const [arrived] = await smtp.waitFor(1);
    await sender.idle();
    const [row] = await rows();
    expect(arrived?.messageId).toBe(row?.message_id);
    expect(row?.message_id).toMatch(/^<[0-9a-f-]{36}@group\.test>$/);
    expect(arrived?.subject).toBe('Message 1');
    expect(arrived?.text?.trim()).toBe('Text 1');
    expect(arrived?.from?.value).toEqual([{ address: FROM, name: 'RG scheduler' }]);
    // A message that is no mail about meetings (a password link) has nothing to unsubscribe from.
    expect(arrived?.headerLines.filter((header) => header.key.startsWith('list-'))).toEqual([]);
    expect(arrived?.to).toMatchObject({ value: [{ address: 'person1@example.org', name: 'Person 1' }] });
    expect(row).toMatchObject({ status: 'sent', tries: 1, sent_at: new Date(clock.now()) });
    expect(row?.last_answer).toMatch(/^250 /);
  });

  it('gives a message about meetings a one-click List-Unsubscribe to its own address (RFC 8058)', async () => {
    const sender = await startSender();
    await queue([{ ...mail(1), listUnsubscribe: true }]);
    const [arrived] = await smtp.waitFor(1);
    await sender.idle();
    const unfolded = arrived?.headerLines
      .filter((header) => header.key.startsWith('list-'))
      .map(({ key, line }) => ({ key, line: line.replace(/\r?\n(?=[ \t])/g, '') }));
    expect(unfolded).toEqual([
      {
        key: 'list-unsubscribe',
        line: 'List-Unsubscribe: <https://scheduler.group.test/api/mail/unsubscribe/person1@example.org>',
      },
      { key: 'list-unsubscribe-post', line: 'List-Unsubscribe-Post: List-Unsubscribe=One-Click' },
    ]);
  });

  it('makes way for the server’s requests: sends once none came for a moment', async () => {
    const requests = { taken: 0 };
    const sender = await startSender({ requests });
    await sender.idle();
    const stopBurst = startBurst(requests);
    // The request whose transaction queues the message.
    requests.taken += 1;
    await queue([mail(1)]);
    sender.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    stopBurst();
    expect(smtp.received).toEqual([]);
    await smtp.waitFor(1);
    await sender.idle();
  });

  it('reads a backlog of intents without pausing while no request comes, and pauses again after one', async () => {
    for (let n = 0; n < 12; n += 1) await writeAddIntent(`Backlog ${n}`);
    const requests = { taken: 0 };
    const waits = jest.spyOn(global, 'setTimeout');
    const pauses = () => waits.mock.calls.filter(([, ms]) => ms === LOOK_MS).length;
    try {
      const sender = await startSender({ smtpUrl: undefined, requests });
      await sender.idle();
      expect(await intentsLeft()).toBe(0);
      expect(pauses()).toBe(0);
      requests.taken += 1;
      await writeAddIntent('After a request');
      sender.wake();
      await sender.idle();
      expect(await intentsLeft()).toBe(0);
      expect(pauses()).toBe(1);
    } finally {
      waits.mockRestore();
    }
  });

  it('stops reading a backlog at the intent it is on when a request comes, and goes on once the server is quiet', async () => {
    for (let n = 0; n < 12; n += 1) await writeAddIntent(`Backlog ${n}`);
    const requests = { taken: 0 };
    await startSender({ smtpUrl: undefined, requests });
    let left = await intentsLeft();
    while (left === 12) {
      await new Promise((resolve) => setImmediate(resolve));
      left = await intentsLeft();
    }
    const stopBurst = startBurst(requests);
    requests.taken += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const leftInBurst = await intentsLeft();
    stopBurst();
    expect(leftInBurst).toBeGreaterThanOrEqual(left - 1);
    for (const sender of senders) await sender.idle();
    expect(await intentsLeft()).toBe(0);
  });

  it('writes a whole round of intents once it waited the longest, under requests that never stop', async () => {
    const requests = { taken: 0 };
    const sender = await startSender({ smtpUrl: undefined, requests });
    await sender.idle();
    const stopBurst = startBurst(requests);
    try {
      for (let n = 0; n < 12; n += 1) {
        // The add's own request.
        requests.taken += 1;
        await writeAddIntent(`Backlog ${n}`);
      }
      sender.wake();
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      expect(await intentsLeft()).toBe(12 - 5);
    } finally {
      stopBurst();
    }
    await sender.idle();
    expect(await intentsLeft()).toBe(0);
  }, 20_000);

  it('sends nothing that a rolled-back transaction queued', async () => {
    const sender = await startSender();
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, [mail(1)], { at: new Date(clock.now()), from: FROM });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    sender.wake();
    await sender.idle();
    expect(await rows()).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it('keeps every message as not sent when no mail server is configured', async () => {
    const sender = await startSender({ smtpUrl: undefined });
    await queue([mail(1), mail(2)]);
    sender.wake();
    await sender.idle();
    expect((await rows()).map(({ status, tries, last_answer }) => ({ status, tries, last_answer }))).toEqual([
      { status: 'unsent', tries: 0, last_answer: NO_MAIL_SERVER_ANSWER },
      { status: 'unsent', tries: 0, last_answer: NO_MAIL_SERVER_ANSWER },
    ]);
  });

  it('retries a temporary refusal with growing waits, and sends once the server accepts', async () => {
    smtp.refuse({ code: 451, message: 'Try again later' });
    const sender = await startSender();
    await queue([mail(1)]);
    sender.wake();
    await sender.idle();
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', tries: 1, last_answer: expect.stringContaining('451') });

    clock.advanceMinutes(0.5);
    sender.wake();
    await sender.idle();
    expect((await rows())[0]?.tries).toBe(1);

    clock.advanceMinutes(0.5);
    sender.wake();
    await sender.idle();
    [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', tries: 2 });

    // The second wait is two minutes.
    clock.advanceMinutes(1);
    sender.wake();
    await sender.idle();
    expect((await rows())[0]?.tries).toBe(2);

    smtp.refuse(undefined);
    clock.advanceMinutes(1);
    sender.wake();
    await smtp.waitFor(1);
    await sender.idle();
    expect((await rows())[0]).toMatchObject({ status: 'sent', tries: 3 });
  });

  it('retries a refused connection, and gives up 24 hours after the message was queued', async () => {
    const sender = await startSender({ smtpUrl: REFUSED_URL });
    await queue([mail(1)]);
    sender.wake();
    await sender.idle();
    expect((await rows())[0]).toMatchObject({ status: 'queued', tries: 1 });
    for (let hour = 0; hour < 25; hour++) {
      clock.advanceMinutes(60);
      sender.wake();
      await sender.idle();
    }
    const [row] = await rows();
    expect(row?.status).toBe('failed');
    expect(row?.last_answer).toMatch(/ECONNREFUSED|connect/i);
    // A minute, then 2, 4, 8, 16, 32, and hourly: 24 hours hold some 28 tries.
    expect(row?.tries).toBeGreaterThan(20);
    expect(row?.tries).toBeLessThan(30);
  });

  it('stops at once on a permanent refusal', async () => {
    smtp.refuse({ code: 550, message: 'No such user here' });
    const sender = await startSender();
    await queue([mail(1)]);
    sender.wake();
    await sender.idle();
    clock.advanceMinutes(120);
    sender.wake();
    await sender.idle();
    expect((await rows())[0]).toMatchObject({
      status: 'failed',
      tries: 1,
      last_answer: expect.stringContaining('550 No such user here'),
    });
  });

  it('sends again what a killed sender claimed, under the same Message-ID: at start on PGlite, after the lease on PostgreSQL', async () => {
    await queue([mail(1)]);
    // A sender that claimed it for a lease of 5 minutes, and was killed before marking it.
    const [claimed] = await createMailRepository(db).claimDue(
      new Date(clock.now()),
      10,
      new Date(clock.now() + 5 * 60_000),
    );
    const sender = await startSender();
    await sender.idle();
    if (engine.name === 'postgres') {
      // Another process may still be sending it: it waits for the lease to end.
      expect(smtp.received).toEqual([]);
      clock.advanceMinutes(5);
      sender.wake();
    }
    const [arrived] = await smtp.waitFor(1);
    await sender.idle();
    expect(arrived?.messageId).toBe(claimed?.message_id);
    expect((await rows())[0]).toMatchObject({ status: 'sent', tries: 2 });
  });

  it('never sends one message twice with two senders on the same queue', async () => {
    await startSender();
    await startSender();
    const messages = Array.from({ length: 200 }, (_, n) => mail(n));
    await queue(messages.slice(0, 100));
    await queue(messages.slice(100));
    await smtp.waitFor(200, 30_000);
    // Time for a second copy to arrive, were one on its way.
    for (const sender of senders) await sender.idle();
    const ids = smtp.received.map((arrived) => arrived.messageId);
    expect(new Set(ids).size).toBe(200);
    expect(ids).toHaveLength(200);
    expect((await rows()).every((row) => row.status === 'sent' && row.tries === 1)).toBe(true);
  });

  it('keeps only the intent in the transaction; a sender writes one message per person from it', async () => {
    await writeAddIntent('Kick-off');
    expect(await rows()).toEqual([]);
    const sender = await startSender({ smtpUrl: undefined });
    await sender.idle();
    const written = (await rows()).reverse();
    expect(written.map((row) => row.recipient_email)).toEqual(['ann@example.org', 'bob@example.org']);
    expect(written.map((row) => parseInvitation(row.calendar ?? '').method)).toEqual(['REQUEST', 'REQUEST']);
    expect(written[0]?.created_at).toEqual(new Date(clock.now()));
    expect(await intentsLeft()).toBe(0);
  });

  it('writes nothing for an intent whose transaction rolled back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await createMailRepository(tx).writeIntent(new Date(clock.now()), [], []);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const sender = await startSender({ smtpUrl: undefined });
    await sender.idle();
    expect(await rows()).toEqual([]);
    expect(await intentsLeft()).toBe(0);
  });

  it('writes the messages of each intent once, with two senders at the same intents', async () => {
    const ids = Array.from({ length: 12 }, (_, n) => `Meeting ${n}`);
    for (const id of ids) await writeAddIntent(id);
    await Promise.all([startSender({ smtpUrl: undefined }), startSender({ smtpUrl: undefined })]);
    for (const sender of senders) await sender.idle();
    const written = (await rows()).map((row) => `${parseInvitation(row.calendar ?? '').uid} to ${row.recipient_email}`);
    expect(written).toHaveLength(ids.length * 2);
    expect(new Set(written).size).toBe(written.length);
    expect(await intentsLeft()).toBe(0);
  });
});
