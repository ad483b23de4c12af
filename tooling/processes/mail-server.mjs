// A real SMTP server on loopback (the `smtp-server` package, plain, no sign-in) that hands each message it accepts to
// the caller: the one the server's mail tests, the e2e runner, the bench and the reliability scenarios all use.
import { SMTPServer } from 'smtp-server';

/**
 * Resolves once it listens on a free port.
 * @param {object} options
 * @param {(stream: import('node:stream').Readable) => Promise<void>} options.onMessage reads the whole message; the
 *   server accepts it once this resolves, and answers the error this rejects with
 * @param {() => {code: number, message: string} | undefined} [options.refusal] an answer to give each recipient instead
 *   of accepting it, asked at every recipient
 * @returns {Promise<{url: string, port: number, close: () => Promise<void>}>} `url` for SMTP_URL
 */
export async function startMailServer({ onMessage, refusal = () => undefined }) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A sender's pool keeps its connections open: closing does not wait for them.
    closeTimeout: 10,
    onRcptTo: (_address, _session, callback) => {
      const refused = refusal();
      if (!refused) return callback();
      callback(Object.assign(new Error(refused.message), { responseCode: refused.code }));
    },
    onData: (stream, _session, callback) => {
      onMessage(stream).then(() => callback(), callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
