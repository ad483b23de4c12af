import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app';

/** The venue calls of SPEC §7, as a signed-in browser makes them. */
export function venueRequests(app: () => FastifyInstance) {
  const get = (token: string, url: string) => app().inject({ method: 'GET', url, headers: bearer(token) });
  const post = (token: string, url: string, payload: object) =>
    app().inject({ method: 'POST', url, headers: bearer(token), payload });
  return {
    add: (token: string, payload: object) => post(token, '/api/venues/add', payload),
    update: (token: string, payload: object) => post(token, '/api/venues/update/', payload),
    list: (token: string) => get(token, '/api/venues'),
    names: (token: string) => get(token, '/api/venues/venues'),
    edit: (token: string, name: string) => get(token, `/api/venues/edit/${encodeURIComponent(name)}`),
    remove: (token: string, name: string) => get(token, `/api/venues/delete/${encodeURIComponent(name)}`),
  };
}
