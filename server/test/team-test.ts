import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app';

/** The team calls of SPEC §7, as a signed-in browser makes them. */
export function teamRequests(app: () => FastifyInstance) {
  const get = (token: string, url: string) => app().inject({ method: 'GET', url, headers: bearer(token) });
  const post = (token: string, url: string, payload: object) =>
    app().inject({ method: 'POST', url, headers: bearer(token), payload });
  return {
    add: (token: string, payload: object) => post(token, '/api/teams/add', payload),
    update: (token: string, payload: object) => post(token, '/api/teams/update/', payload),
    list: (token: string) => get(token, '/api/teams'),
    names: (token: string) => get(token, '/api/teams/teams'),
    edit: (token: string, name: string) => get(token, `/api/teams/edit/${encodeURIComponent(name)}`),
    remove: (token: string, name: string) => get(token, `/api/teams/delete/${encodeURIComponent(name)}`),
  };
}
