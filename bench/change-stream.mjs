// A client of `GET /api/changes/stream` for the bench and the reliability scenarios: the token in a header, the
// Last-Event-ID when resuming, each change handed over as it arrives.
import http from 'node:http';

/** The server answered the stream's request with something else than a stream. */
export class StreamRefused extends Error {
  constructor(status) {
    super(`the change stream answered ${status}`);
    this.status = status;
  }
}

/**
 * @param {string} baseUrl
 * @param {string} token
 * @param {{lastEventId?: string, onChange: (change: {cursor: string, entry: object}) => void,
 *   onReload?: (cursor: string) => void}} options `onReload` hears the server say the client missed changes
 * @returns {Promise<{ended: Promise<void>, close: () => void, lastEventId: () => string | undefined}>} once the first
 *   heartbeat arrived: from then on no change is missed. `lastEventId` is the last id the server sent (an entry's, or
 *   a position without one). Rejects with StreamRefused when the server answers anything but 200.
 */
export function openChangeStream(baseUrl, token, { lastEventId, onChange, onReload }) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/changes/stream`, {
      agent: false,
      headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new StreamRefused(response.statusCode));
        return;
      }
      const ended = new Promise((end) => response.once('close', end));
      response.once('error', () => {});
      response.setEncoding('utf8');
      let buffered = '';
      let opened = false;
      let position;
      response.on('data', (chunk) => {
        buffered += chunk;
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const fields = Object.fromEntries(
            buffered
              .slice(0, end)
              .split('\n')
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
          );
          buffered = buffered.slice(end + 2);
          position = fields.id ?? position;
          if (fields.event === 'change') onChange({ cursor: fields.id, entry: JSON.parse(fields.data) });
          else if (fields.event === 'reload') onReload?.(fields.id);
          else if (!opened) {
            opened = true;
            resolve({ ended, close: () => request.destroy(), lastEventId: () => position });
          }
        }
      });
    });
  });
}
