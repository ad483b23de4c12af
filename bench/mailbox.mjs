// A mail server on loopback for the bench and the reliability scenarios: it keeps the Message-ID of every message it
// accepts, in order of arrival, so that a figure can wait for a count and a scenario can look for doubles.
import { startMailServer } from '../tooling/processes/mail-server.mjs';

/** The Message-ID header of a message's head, or '' when it has none. */
function messageIdOf(message) {
  const head = message.slice(0, message.search(/\r?\n\r?\n/));
  return /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '';
}

/**
 * `hold` makes the messages that come next wait unanswered, as a slow mail server does, and unrecorded; `dropHeld`
 * refuses those waiting (their sender was killed meanwhile) and accepts again.
 * @returns {Promise<{url: string, messageIds: string[], waitFor: (count: number, timeoutMs: number) => Promise<boolean>,
 *   hold: () => void, held: () => number, dropHeld: () => void, close: () => Promise<void>}>} `waitFor` answers whether
 *   `count` messages arrived within `timeoutMs`
 */
export async function startMailbox() {
  const messageIds = [];
  /** @type {{count: number, drop: () => void, dropped: Promise<void>} | undefined} */
  let holding;
  const server = await startMailServer({
    onMessage: async (stream) => {
      let message = '';
      stream.setEncoding('utf8');
      for await (const chunk of stream) message += chunk;
      if (holding) {
        holding.count += 1;
        await holding.dropped;
        throw new Error('held until its sender was gone');
      }
      messageIds.push(messageIdOf(message));
    },
  });
  const waitFor = async (count, timeoutMs) => {
    const deadline = performance.now() + timeoutMs;
    while (messageIds.length < count) {
      if (performance.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return true;
  };
  return {
    url: server.url,
    messageIds,
    waitFor,
    hold: () => {
      let drop = () => {};
      const dropped = new Promise((resolve) => {
        drop = resolve;
      });
      holding = { count: 0, drop, dropped };
    },
    held: () => holding?.count ?? 0,
    dropHeld: () => {
      holding?.drop();
      holding = undefined;
    },
    close: server.close,
  };
}
