import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { buildTestApp, testFolder, unusedDatabase } from '../../test/test-app';
import { REPO_ROOT } from '../paths';
import { NOT_WITH_API_TOKEN, PERMISSIONS } from '../permissions';
import { API_TOKEN_EXTENSION, BEARER_SCHEME, ROLES_EXTENSION } from './openapi-document';

type Operation = OpenAPIV3_1.OperationObject & { [ROLES_EXTENSION]?: unknown; [API_TOKEN_EXTENSION]?: unknown };

let app: FastifyInstance;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  app = await buildTestApp(unusedDatabase);
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => app.close());

/** Every operation of the document, keyed as the permission table keys routes: `GET /api/users/edit/:id`. */
function operations(): Map<string, Operation> {
  const found = new Map<string, Operation>();
  for (const [url, pathItem] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem ?? {})) {
      found.set(`${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`, operation as Operation);
    }
  }
  return found;
}

const messageSchema = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] };

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes every route of the permission table, and nothing else', () => {
    expect(document.openapi).toBe('3.1.0');
    expect([...operations().keys()].sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  it('says of each route which roles and whether an API token may call it, and asks for a token if any', () => {
    for (const [key, operation] of operations()) {
      const permission = PERMISSIONS[key];
      expect([key, operation[ROLES_EXTENSION]]).toEqual([key, permission]);
      expect([key, operation.security]).toEqual([key, permission === 'public' ? [] : [{ [BEARER_SCHEME]: [] }]]);
      const byToken = permission !== 'public' && !NOT_WITH_API_TOKEN.has(key);
      expect([key, operation[API_TOKEN_EXTENSION]]).toEqual([key, byToken]);
    }
  });

  it("names each route's summary and an operationId of its own", () => {
    const ids = [...operations().values()].map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, operation] of operations()) expect([key, operation.summary?.length ?? 0]).not.toEqual([key, 0]);
  });

  it("answers every route's errors as {message}: any 4xx and 5xx, and 401 and 403 where a token is needed", () => {
    for (const [key, operation] of operations()) {
      const errors = PERMISSIONS[key] === 'public' ? ['4XX', '5XX'] : ['401', '403', '4XX', '5XX'];
      for (const status of errors) {
        const answer = operation.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined;
        expect([key, status, answer?.content?.['application/json']?.schema]).toEqual([
          key,
          status,
          expect.objectContaining(messageSchema),
        ]);
      }
    }
  });

  it("states a route's request parts from its own schemas: a venue's body, an id in the path", () => {
    const addVenue = operations().get('POST /api/venues/add');
    const body = addVenue?.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(body.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { _id: { type: 'string' }, RG_contact: { type: 'string' } },
    });
    expect(operations().get('GET /api/venues/edit/:id')?.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    ]);
  });

  it('passes the OpenAPI linter (Redocly) with no error', async () => {
    const file = path.join(testFolder('openapi-'), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const cli = path.join(REPO_ROOT, 'node_modules/@redocly/cli/bin/cli.js');
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((failure: { stdout: string }) => failure);
    const problems: { ruleId: string; severity: string; message: string }[] = JSON.parse(stdout).problems;
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  }, 60_000);
});

describe('the API reference page', () => {
  it('is served from this server, under its Content-Security-Policy, with no file from another host', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/^\/api\/docs\/static\//);
    expect(page.body).not.toMatch(/<script>|<style>|style="/);
    for (const file of files.filter((name) => name.endsWith('.js') || name.endsWith('.css'))) {
      const served = await app.inject({ method: 'GET', url: file });
      expect([file, served.statusCode]).toEqual([file, 200]);
    }
  });
});
