import { PassThrough } from 'node:stream';
import type { ChangeEntry } from '@scheduler/shared-domain/change';
import { message } from '@scheduler/shared-domain/i18n';
import { SIGN_IN_ROLES } from '@scheduler/shared-domain/roles';
import { BAD_CHANGE_CURSOR_MESSAGE, SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import * as v from 'valibot';
import { bearerToken, signedInCaller } from '../auth/auth-hook';
import { textAnswer } from '../http/answer-schemas';
import { HttpError, notSignedIn } from '../http/http-error';
import type { ValibotRequestTypeProvider, ValibotRoutes } from '../http/validation';
import type { OpenSession } from '../sessions/session-queries';
import { changeCursors } from './change-cursors';
import { createChangeReader } from './change-reader';
import { visibleEntry } from './change-visibility';

export interface ChangeStreamTimings {
  /** A comment line this often keeps proxies and the idle timeout from closing a quiet stream. */
  heartbeatMs: number;
  /** The change record is read this often even without a notice, should one be lost. */
  pollMs: number;
}

export const CHANGE_STREAM_TIMINGS: ChangeStreamTimings = { heartbeatMs: 25_000, pollMs: 10_000 };

/**
 * Streams one session, and one user across its sessions, may hold open in a process. A browser tab holds one, and a
 * browser over HTTP/1.1 no more than six connections to a site. Counted per process, not in the database: what a
 * stream costs (its catch-up, its memory, its share of the shared read) is its own process's, and a user's streams
 * spread over processes spread that cost too; a count in the database would outlive a process that was killed.
 */
export const CHANGE_STREAM_LIMITS = { perSession: 8, perUser: 16 };

const HEARTBEAT = ': heartbeat\n\n';
/**
 * A client this far behind (unread events in memory) is cut off: it reconnects with its Last-Event-ID, and what it
 * missed is read from the table rather than held here.
 */
const MAX_UNSENT_BYTES = 1024 * 1024;
/** The longest wait a Node.js timer takes; a longer one is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface OpenStream {
  /** As the database held it at the last check: the user's role decides what it is sent. */
  session: OpenSession;
  body: PassThrough;
  /** What it counts against: its session and its user. */
  holds: readonly string[];
  unsubscribe: () => void;
  expiry?: NodeJS.Timeout;
  ended: boolean;
}

const changeEvent = (entry: ChangeEntry, cursor: string) =>
  `id: ${cursor}\nevent: change\ndata: ${JSON.stringify(entry)}\n\n`;

/**
 * `GET /api/changes/stream`: Server-Sent Events of the entries of the change record the caller may read, from now,
 * or after the Last-Event-ID it sends back. The entries come from this process's one change reader. Each stream ends
 * when its access token expires (the client comes back with a refreshed one), when its session does (sign-out,
 * revocation, deactivation, a role that may not sign in: checked at every notice of a session change, in one query
 * for all streams; expiry at least at every heartbeat) and when the server closes.
 */
const changesStreamRoutes: ValibotRoutes<{ timings?: ChangeStreamTimings }> = async (app, options) => {
  const { heartbeatMs, pollMs } = options.timings ?? CHANGE_STREAM_TIMINGS;
  const cursors = changeCursors(app.tokens.mac);
  const reader = createChangeReader(app.db, {
    pollMs,
    onError: (error) => app.log.warn({ err: error }, 'reading the change record failed'),
  });
  const streams = new Set<OpenStream>();
  /** Open streams by what they count against. */
  const held = new Map<string, number>();
  let watching: Promise<() => Promise<void>> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let checking = false;
  let checkAgain = false;

  const streamHeadersSchema = v.looseObject({
    'last-event-id': v.optional(
      v.pipe(
        v.string(),
        v.check((text) => cursors.parse(text) !== undefined, BAD_CHANGE_CURSOR_MESSAGE),
      ),
    ),
  });

  /** Ends the response after what it holds, or, cut off, at once. */
  const end = (stream: OpenStream, cutOff = false) => {
    if (stream.ended) return;
    stream.ended = true;
    streams.delete(stream);
    for (const key of stream.holds) {
      const count = (held.get(key) ?? 1) - 1;
      if (count > 0) held.set(key, count);
      else held.delete(key);
    }
    clearTimeout(stream.expiry);
    stream.unsubscribe();
    if (cutOff) stream.body.destroy();
    else stream.body.end();
  };

  const send = (stream: OpenStream, text: string) => {
    if (stream.ended) return;
    stream.body.write(text);
    if (stream.body.writableLength > MAX_UNSENT_BYTES) end(stream, true);
  };

  /** Ends the stream when its access token expires, on the server's clock. */
  const endAt = (stream: OpenStream, deadline: number) => {
    const wait = deadline - performance.now();
    if (wait <= 0) return end(stream);
    stream.expiry = setTimeout(() => endAt(stream, deadline), Math.min(wait, MAX_TIMER_MS)).unref();
  };

  /** Counts a new stream against its session and user, or refuses it beyond either limit. */
  const hold = (sessionId: string, userId: string) => {
    const holds = [`session ${sessionId}`, `user ${userId}`];
    const [perSession, perUser] = holds.map((key) => held.get(key) ?? 0);
    if ((perSession ?? 0) >= CHANGE_STREAM_LIMITS.perSession || (perUser ?? 0) >= CHANGE_STREAM_LIMITS.perUser) {
      throw new HttpError(429, message(SERVER_MESSAGES.tooManyChangeStreams));
    }
    for (const key of holds) held.set(key, (held.get(key) ?? 0) + 1);
    return holds;
  };

  const checkSessions = async () => {
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = true;
    do {
      checkAgain = false;
      const checked = [...streams];
      if (checked.length === 0) break;
      try {
        const open = await app.sessions.findOpenAmong(
          checked.map((stream) => stream.session.id),
          new Date(app.now()),
        );
        for (const stream of checked) {
          const session = open.get(stream.session.id);
          if (session && SIGN_IN_ROLES.includes(session.user.role)) stream.session = session;
          else end(stream);
        }
      } catch (error) {
        // The streams stay open; the next notice or heartbeat checks again.
        app.log.warn({ err: error }, 'checking the sessions of the change streams failed');
      }
    } while (checkAgain);
    checking = false;
  };

  const startWatching = () => {
    watching ??= app.sessions
      .watch(() => void checkSessions())
      .then(
        (stop) => {
          heartbeat = setInterval(() => {
            for (const stream of streams) send(stream, HEARTBEAT);
            void checkSessions();
          }, heartbeatMs).unref();
          return stop;
        },
        (error: unknown) => {
          watching = undefined;
          throw error;
        },
      );
    return watching;
  };

  // The answer is a stream, not the text its schema states.
  app.withTypeProvider<ValibotRequestTypeProvider>().get(
    '/stream',
    {
      schema: {
        summary: 'The change record as it happens (Server-Sent Events)',
        headers: streamHeadersSchema,
        response: { 200: textAnswer('text/event-stream', 'Server-Sent Events: each change the caller may read.') },
      },
    },
    async (request, reply) => {
      const { user, session } = signedInCaller(request);
      const lastEventId = request.headers['last-event-id'];
      // The permission table keeps API tokens off this route: the caller came with an access token the hook checked.
      const claims = app.tokens.check(bearerToken(request) ?? '', app.now());
      if (claims.status === 'invalid') throw notSignedIn();
      const stream: OpenStream = {
        session: { ...session, user },
        body: new PassThrough(),
        holds: hold(session.id, user.id),
        unsubscribe: () => {},
        ended: false,
      };
      endAt(stream, performance.now() + claims.claims.exp * 1000 - app.now());
      // First, so the client knows the stream is open: from here on, no change is missed.
      stream.body.write(HEARTBEAT);
      try {
        await startWatching();
        stream.unsubscribe = await reader.subscribe(
          {
            get reader() {
              return stream.session.user;
            },
            deliver: (entry, cursor) => {
              const visible = visibleEntry(entry, stream.session.user);
              if (visible) send(stream, changeEvent(visible, cursors.text(cursor)));
            },
            // An id without data moves the client's Last-Event-ID, so a reconnect before any entry misses none; with
            // `reload`, the client loads its data again, as entries it was never sent may have changed it.
            moved: (cursor, reload) =>
              send(stream, `id: ${cursors.text(cursor)}\n${reload ? 'event: reload\ndata: {}\n' : ''}\n`),
            // It reconnects with the last id it got, and catches up again.
            failed: () => end(stream, true),
          },
          lastEventId === undefined ? undefined : cursors.parse(lastEventId),
        );
      } catch (error) {
        end(stream);
        throw error;
      }
      if (stream.ended) stream.unsubscribe();
      else streams.add(stream);
      // The client disconnected, or the stream was ended.
      stream.body.on('close', () => end(stream));
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream.body);
    },
  );

  // Before the server waits for open requests to finish: a stream never would.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const stream of streams) end(stream);
    await reader.close();
    const stop = await watching?.catch(() => undefined);
    await stop?.();
  });
};

export default changesStreamRoutes;
