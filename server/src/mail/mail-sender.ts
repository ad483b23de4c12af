import { NO_MAIL_SERVER_ANSWER } from '@scheduler/shared-domain/mail';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { Database } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { meetingsAfter, revivedSnapshots } from './mail-intents';
import { queueMail, SECRET_LINK_PLACEHOLDER } from './mail-queries';
import { createMailRepository, type OutboxRow } from './mail-repository';
import { meetingMessages } from './meeting-mail';
import type { MeetingMessageSettings } from './meeting-message';

/** What the outbox's insert rule notifies at each commit that queued messages (migration 020). */
const OUTBOX_CHANNEL = 'outbox';
/** Messages claimed at once; the transport's pool sends them over a few connections. */
const BATCH = 50;
/** Intents a round writes, one at a time until a request comes: each takes some milliseconds of the event loop. */
const INTENTS = 5;
/** A claimed message is due again this long after its claim, should its sender die before it marks it. */
const LEASE_MS = 5 * 60_000;
/** Temporary failures are tried again after a minute, then twice as long each time, but at least once an hour. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

export interface MailSenderOptions {
  db: Database;
  /** MAIL_FROM and its name, and how the messages of a change of meetings (its intent's) are written. */
  mail: MeetingMessageSettings;
  /** The one-click unsubscribe link of an address, for the messages that carry one. */
  unsubscribeUrl: (email: string) => string;
  /** SMTP_URL: unset, due messages are kept as not sent. */
  smtpUrl: string | undefined;
  now: Clock;
  /** How often to look for retries that came due, and for messages whose notice was lost. */
  pollMs: number;
  onError: (error: unknown) => void;
  /** The server's requests, which mail makes way for. */
  requests: RequestActivity;
  /** The token of a message's secret link, by its id (NewMail.secretLink), derived as the message is sent. */
  secretLinkToken: (linkId: string) => string;
}

export interface MailSender {
  /** Starts listening for queued messages, and sends those already due. */
  start(): Promise<void>;
  /** Looks for due messages now (a Retry, or a test that moved the clock). */
  wake(): void;
  /** Resolves once no round is running or asked for. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Mail makes way for requests: a round waits while the server took any request over the last LOOK_MS, for at most
 * LONGEST_WAIT_MS, so that a burst of changes is answered first and told right after it; with no request since the
 * last round's wait, it goes at once, so a backlog is read as fast as the sender can while the server is idle, and a
 * request that comes meanwhile waits for one intent at most. A round that waited the longest does all its work, so
 * mail still goes out under a load that never stops. (Requests taken, not open: a change stream stays open for hours.)
 */
export const LOOK_MS = 50;
const LONGEST_WAIT_MS = 5_000;

/** How many requests the server has taken so far. */
export interface RequestActivity {
  taken: number;
}

/**
 * Resolves once the event loop has taken what came in (a poll phase passed: PGlite's queries resolve without one),
 * so that a request that arrived is counted.
 */
const letRequestsIn = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

/** How many requests the server had taken when a round's wait ended, and whether it ended in a quiet moment. */
interface Look {
  taken: number;
  quiet: boolean;
}

/** Resolves when the server is quiet, or has not been for LONGEST_WAIT_MS; soon if no request came since `last`. */
async function quietMoment(requests: RequestActivity, last: Look): Promise<Look> {
  await letRequestsIn();
  if (requests.taken === last.taken) return { taken: last.taken, quiet: true };
  const started = performance.now();
  for (;;) {
    const taken = requests.taken;
    await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
    if (requests.taken === taken) return { taken, quiet: true };
    if (performance.now() - started >= LONGEST_WAIT_MS) return { taken: requests.taken, quiet: false };
  }
}

/** A mail server's answer in three digits: 5xx refuses for good, anything else (4xx, no answer) may pass later. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};
const answerOf = (error: unknown) =>
  (error as { response?: string } | null)?.response ?? (error instanceof Error ? error.message : String(error));

const retryDelayMs = (tries: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(tries - 1, 0), LONGEST_RETRY_MS);

/** The row with its secret link's token in place of SECRET_LINK_PLACEHOLDER: only the message sent holds it. */
const withSecretLink = (row: OutboxRow, tokenOf: (linkId: string) => string): OutboxRow => {
  if (row.secret_link === null) return row;
  const token = tokenOf(row.secret_link);
  return {
    ...row,
    text_body: row.text_body.replaceAll(SECRET_LINK_PLACEHOLDER, token),
    html_body: row.html_body.replaceAll(SECRET_LINK_PLACEHOLDER, token),
  };
};

const messageOf = (
  row: OutboxRow,
  from: SendMailOptions['from'],
  unsubscribeUrl: (email: string) => string,
): SendMailOptions => ({
  from,
  to: { name: row.recipient_name, address: row.recipient_email },
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  messageId: row.message_id,
  date: row.created_at,
  headers: {
    // RFC 3834: no vacation answers to a machine.
    'Auto-Submitted': 'auto-generated',
    // RFC 8058: mail apps offer Unsubscribe and POST to the link, which needs no sign-in; opened, it shows the
    // preferences. The mail server's DKIM signature should cover both fields, as Gmail and Yahoo want.
    ...(row.list_unsubscribe
      ? {
          'List-Unsubscribe': `<${unsubscribeUrl(row.recipient_email)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {}),
  },
  ...(row.calendar && row.calendar_method
    ? { icalEvent: { method: row.calendar_method, content: row.calendar, filename: 'invite.ics' } }
    : {}),
});

/**
 * Sends the outbox, after the commits that queue messages and never inside a request: woken by NOTIFY (from any
 * process on the same database) and by a slow poll, it claims due messages with FOR UPDATE SKIP LOCKED, so senders in
 * several processes never take the same one, and sends them outside any transaction. Rounds run one at a time.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, mail, smtpUrl, now, pollMs, onError, requests, secretLinkToken, unsubscribeUrl } = options;
  const from = mail.mailFrom;
  const sender = { name: mail.senderName, address: from };
  const outbox = createMailRepository(db);
  const transport = smtpUrl
    ? createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 5,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      })
    : undefined;
  let poll: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let round: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let look: Look = { taken: requests.taken, quiet: true };

  const sendOne = async (row: OutboxRow, sendWith: Transporter) => {
    try {
      const info = await sendWith.sendMail(messageOf(withSecretLink(row, secretLinkToken), sender, unsubscribeUrl));
      await outbox.markSent(row.id, new Date(now()), String(info.response ?? ''));
    } catch (error) {
      const at = now();
      if (isPermanent(error) || at + retryDelayMs(row.tries) > row.retry_until.getTime()) {
        await outbox.markFailed(row.id, answerOf(error));
      } else {
        await outbox.markRetry(row.id, new Date(at + retryDelayMs(row.tries)), answerOf(error));
      }
    }
  };

  /**
   * Writes the messages of the oldest few of the changes' intents into the outbox, one intent at a time until a
   * request comes after a quiet `look`, each intent's in one transaction that deletes it (unless another sender did
   * first), and answers whether more may wait. The messages are composed outside any transaction: on PGlite, whose
   * one connection every request needs, one is held only for the writes.
   */
  const writeIntendedMessages = async ({ taken, quiet }: Look): Promise<boolean> => {
    for (let written = 0; written < INTENTS; written += 1) {
      if (written > 0 && quiet) {
        await letRequestsIn();
        if (requests.taken !== taken) return true;
      }
      const at = now();
      const intent = await outbox.claimIntent(new Date(at), new Date(at + LEASE_MS));
      if (!intent) return false;
      const after = await meetingsAfter(db, intent, mail.mailFrom);
      const messages = await meetingMessages(db, revivedSnapshots(intent.before), after, intent.at, mail);
      await db.transaction(async (tx) => {
        if (await createMailRepository(tx).deleteIntent(intent.id)) {
          await queueMail(tx, messages, { at: intent.at, from });
        }
      });
    }
    return true;
  };

  /** Answers whether more may be due. */
  const sendDue = async (): Promise<boolean> => {
    const moreIntents = await writeIntendedMessages(look);
    const at = now();
    if (!transport) {
      await outbox.keepDueUnsent(new Date(at), NO_MAIL_SERVER_ANSWER);
      return moreIntents;
    }
    const claimed = await outbox.claimDue(new Date(at), BATCH, new Date(at + LEASE_MS));
    await Promise.all(claimed.map((row) => sendOne(row, transport)));
    return moreIntents || claimed.length === BATCH;
  };

  const wake = () => {
    if (closed) return;
    if (round) {
      again = true;
      return;
    }
    round = (async () => {
      do {
        again = false;
        try {
          look = await quietMoment(requests, look);
          again = (await sendDue()) || again;
        } catch (error) {
          // The next notice or poll tries again; claimed messages come due again after their lease.
          onError(error);
        }
      } while (again && !closed);
      round = undefined;
    })();
  };

  return {
    start: async () => {
      // What a killed process had claimed goes at once, not after its lease; a failure here only waits for the lease.
      if (db.engine === 'pglite') await outbox.releaseClaims(new Date(now())).catch(onError);
      // Without notices the poll still sends, only later.
      stopListening = await db.listen(OUTBOX_CHANNEL, wake).catch((error: unknown) => {
        onError(error);
        return undefined;
      });
      poll = setInterval(wake, pollMs).unref();
      wake();
    },
    wake,
    idle: async () => {
      while (round) await round;
    },
    close: async () => {
      closed = true;
      clearInterval(poll);
      await stopListening?.();
      while (round) await round;
      transport?.close();
    },
  };
}
