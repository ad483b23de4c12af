import { isKnownZone } from '@scheduler/shared-domain/zoned-time';
import type { FastifyRequest } from 'fastify';

/**
 * The zone a request asks its messages' times in: the `Time-Zone` header (an IANA name, as GitHub's API takes it), which
 * the browser sets to the zone its screens show; else `fallback`, the server's TIME_ZONE.
 */
export function readerZone(request: FastifyRequest, fallback: string): string {
  const named = request.headers['time-zone'];
  return typeof named === 'string' && named.length <= 64 && isKnownZone(named) ? named : fallback;
}
