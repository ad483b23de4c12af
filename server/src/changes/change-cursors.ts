import { timingSafeEqual } from 'node:crypto';
import type { Tokens } from '../auth/tokens';
import type { ChangeCursor } from './changes-stream-repository';

/** What a cursor's signature is made for: no other value the server signs can stand in for one. */
const PURPOSE = 'change-cursor';
/** 132 bits of the HMAC: enough that no one guesses one, short enough for every event to carry. */
const SIGNATURE_LENGTH = 22;

const SIGNED_CURSOR = new RegExp(`^(\\d{1,20})\\.(\\d{1,19})\\.([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})$`);

/** The stream's event ids: positions in the change record that only this server (or one with its secret) writes. */
export interface ChangeCursors {
  /** `<tx>.<id>.<signature>`, which a client sends back as Last-Event-ID. */
  text(cursor: ChangeCursor): string;
  /** The position of an id the server sent, or undefined for any other text (forged, edited, out of range). */
  parse(text: string): ChangeCursor | undefined;
}

/**
 * Signed with the signing secret, so every process of one site takes back the ids any of them sent, and a client
 * cannot make up a position: not one from before the record began, nor one past any entry that exists.
 */
export function changeCursors(mac: Tokens['mac']): ChangeCursors {
  const signature = (position: string) => mac(PURPOSE, position).slice(0, SIGNATURE_LENGTH);
  return {
    text: (cursor) => {
      const position = `${cursor.tx}.${cursor.id}`;
      return `${position}.${signature(position)}`;
    },
    parse: (text) => {
      const match = SIGNED_CURSOR.exec(text);
      if (!match) return undefined;
      const [, tx = '', id = '', sent = ''] = match;
      const expected = Buffer.from(signature(`${tx}.${id}`));
      if (!timingSafeEqual(Buffer.from(sent), expected)) return undefined;
      return { tx: BigInt(tx), id: BigInt(id) };
    },
  };
}
