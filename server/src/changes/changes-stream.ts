import { PassThrough } from 'node:stream';
import type { ChangeEntry } from '@scheduler/shared-domain/change';
import { SIGN_IN_ROLES } from '@scheduler/shared-domain/roles';
import { BAD_CHANGE_CURSOR_MESSAGE } from '@scheduler/shared-domain/server-messages';
import * as v from 'valibot';
import { signedInCaller } from '../auth/auth-hook';
import { textAnswer } from '../http/answer-schemas';
import type { ValibotRequestTypeProvider, ValibotRoutes } from '../http/validation';
import type { OpenSession } from '../sessions/session-queries';
import { createChangeReader, parseCursor } from './change-reader';
import { visibleEntry } from './change-visibility';

export interface ChangeStreamTimings {
  /** A comment line this often keeps proxies and the idle timeout from closing a quiet stream. */
  heartbeatMs: number;
  /** The change record is read this often even without a notice, should one be lost. */
  pollMs: number;
}

export const CHANGE_STREAM_TIMINGS: ChangeStreamTimings = { heartbeatMs: 25_000, pollMs: 10_000 };

const HEARTBEAT = ': heartbeat\n\n';
/**
 * A client this far behind (unread events in memory) is cut off: it reconnects with its Last-Event-ID, and what it
 * missed is read from the table rather than held here.
 */
const MAX_UNSENT_BYTES = 1024 * 1024;

const streamHeadersSchema = v.looseObject({
  'last-event-id': v.optional(
    v.pipe(
      v.string(),
      v.check((text) => parseCursor(text) !== undefined, BAD_CHANGE_CURSOR_MESSAGE),
    ),
  ),
});

interface OpenStream {
  /** As the database held it at the last check: the user's role decides what it is sent. */
  session: OpenSession;
  body: PassThrough;
  unsubscribe: () => void;
}

const changeEvent = (entry: ChangeEntry, cursor: string) =>
  `id: ${cursor}\nevent: change\ndata: ${JSON.stringify(entry)}\n\n`;

/**
 * `GET /api/changes/stream`: Server-Sent Events of the entries of the change record the caller may read, from now,
 * or after the Last-Event-ID it sends back. The entries come from this process's one change reader. Each stream ends
 * when its session does (sign-out, revocation, deactivation, a role that may not sign in: checked at every notice of
 * a session change, in one query for all streams; expiry at least at every heartbeat) and when the server closes.
 */
const changesStreamRoutes: ValibotRoutes<{ timings?: ChangeStreamTimings }> = async (app, options) => {
  const { heartbeatMs, pollMs } = options.timings ?? CHANGE_STREAM_TIMINGS;
  const reader = createChangeReader(app.db, {
    pollMs,
    onError: (error) => app.log.warn({ err: error }, 'reading the change record failed'),
  });
  const streams = new Set<OpenStream>();
  let watching: Promise<() => Promise<void>> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let checking = false;
  let checkAgain = false;

  /** Ends the response after what it holds, or, cut off, at once. */
  const end = (stream: OpenStream, cutOff = false) => {
    if (!streams.delete(stream)) return;
    stream.unsubscribe();
    if (cutOff) stream.body.destroy();
    else stream.body.end();
  };

  const send = (stream: OpenStream, text: string) => {
    stream.body.write(text);
    if (stream.body.writableLength > MAX_UNSENT_BYTES) end(stream, true);
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
      await startWatching();
      const body = new PassThrough();
      // First, so the client knows the stream is open: from here on, no change is missed.
      body.write(HEARTBEAT);
      const stream: OpenStream = { session: { ...session, user }, body, unsubscribe: () => {} };
      stream.unsubscribe = await reader.subscribe(
        (entry, cursor) => {
          const visible = visibleEntry(entry, stream.session.user);
          if (visible) send(stream, changeEvent(visible, cursor));
        },
        lastEventId === undefined ? undefined : parseCursor(lastEventId),
        // An id without data moves the client's Last-Event-ID, so a reconnect before any entry misses none.
        (start) => send(stream, `id: ${start}\n\n`),
      );
      streams.add(stream);
      // The client disconnected, or the stream was ended.
      body.on('close', () => end(stream));
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(body);
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
