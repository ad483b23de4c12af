import { timingSafeEqual } from 'node:crypto';
import type { Tokens } from '../auth/tokens';

/** The path below PUBLIC_URL of a message's one-click unsubscribe link; `address` and `token` follow in the query. */
export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

const PURPOSE = 'list-unsubscribe';
const addressKey = (email: string) => email.trim().toLowerCase();

/** What an unsubscribe link's query holds: the address, and its HMAC. */
export interface UnsubscribeQuery {
  address: string;
  token: string;
}

/**
 * A message's one-click unsubscribe link (RFC 8058): its address and an HMAC of it from the signing secret, so the
 * link needs no sign-in, is made again for every message rather than kept, and turns off the mail of that address
 * only. It works as long as the signing secret does. In the query, as an address may be longer than a path's part.
 */
export function unsubscribeLinks(mac: Tokens['mac'], publicUrl: string) {
  const tokenOf = (address: string) => mac(PURPOSE, address);
  return {
    url: (email: string) => {
      const address = addressKey(email);
      return `${publicUrl}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ address, token: tokenOf(address) })}`;
    },
    /** The address of a link's query, or null when the server did not make the link. */
    addressOf: ({ address, token }: UnsubscribeQuery): string | null => {
      const expected = Buffer.from(tokenOf(addressKey(address)));
      const given = Buffer.from(token);
      const valid = address !== '' && expected.length === given.length && timingSafeEqual(expected, given);
      return valid ? addressKey(address) : null;
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof unsubscribeLinks>;
