/** One event of a `text/event-stream`, as the HTML standard's parser dispatches it. */
export interface StreamEvent {
  /** The last `id` seen in the stream so far, sent back as `Last-Event-ID` after a reconnect. */
  lastEventId: string;
  type: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body chunk by chunk (HTML standard, "event stream interpretation"): lines end in CR,
 * LF or CRLF, a blank line dispatches, `:` starts a comment (the server's heartbeat). A block's `id` moves the last
 * event id even without data (the server's start position): `onLastEventId` hears each move.
 */
export function eventStreamParser(
  dispatch: (event: StreamEvent) => void,
  onLastEventId?: (id: string) => void,
): (chunk: string) => void {
  let pending = '';
  let lastEventId = '';
  let announcedId = '';
  let type = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (lastEventId !== announcedId) {
        announcedId = lastEventId;
        onLastEventId?.(lastEventId);
      }
      if (data.length > 0) dispatch({ lastEventId, type: type || 'message', data: data.join('\n') });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + (text[colon + 1] === ' ' ? 2 : 1));
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
  };

  return (chunk) => {
    pending += chunk;
    // A CR at the very end may be the first half of a CRLF: it waits for the next chunk.
    const lines = pending.split(/\r\n|\r(?!$)|\n/);
    pending = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}
