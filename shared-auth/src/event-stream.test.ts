import { eventStreamParser, type StreamEvent } from './event-stream';

function parse(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const feed = eventStreamParser((event) => events.push(event));
  for (const chunk of chunks) feed(chunk);
  return events;
}

describe('the event-stream parser', () => {
  it('dispatches each change with its id and type, skipping the heartbeat comment', () => {
    expect(
      parse([
        'id: 7.41\nevent: change\ndata: {"id":"41"}\n\n',
        ': heartbeat\n\n',
        'id: 7.42\nevent: change\ndata: {}\n\n',
      ]),
    ).toEqual([
      { lastEventId: '7.41', type: 'change', data: '{"id":"41"}' },
      { lastEventId: '7.42', type: 'change', data: '{}' },
    ]);
  });

  it('joins an event split anywhere across chunks, CRLF ones too', () => {
    expect(parse(['id: 1.1\r', '\nevent: chan', 'ge\r\ndata: a\r\ndata: b\r\n', '\r\n'])).toEqual([
      { lastEventId: '1.1', type: 'change', data: 'a\nb' },
    ]);
  });

  it('moves the last event id on a block with an id and no data, dispatching nothing', () => {
    const ids: string[] = [];
    const events: StreamEvent[] = [];
    const feed = eventStreamParser(
      (event) => events.push(event),
      (id) => ids.push(id),
    );
    feed(': heartbeat\n\nid: 7.40\n\nid: 7.41\nevent: change\ndata: {}\n\n');
    expect([ids, events.map((event) => event.lastEventId)]).toEqual([['7.40', '7.41'], ['7.41']]);
  });

  it('dispatches nothing for an event that is not yet ended by a blank line', () => {
    expect(parse(['id: 1.1\nevent: change\ndata: {}\n'])).toEqual([]);
  });
});
