import { test as base, expect, type Response } from '@playwright/test';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * Every answer of the API that the browsers of a test receive, checked against the server's own OpenAPI document
 * (`/api/openapi.json`): its status is listed for its route, its media type too, and a JSON body matches the schema.
 * The server's jest suite checks its answers the same way (server/test/openapi-answers.ts); this covers what the
 * screens really ask for. The test that received a broken answer fails.
 */

interface MediaType {
  schema?: object;
}
interface Answer {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, Answer>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** A route of the document: its path as a pattern, the more literal characters the more specific. */
interface Route {
  pattern: RegExp;
  specificity: number;
  operations: Record<string, Operation>;
}

const routesOf = (document: OpenApiDocument): Route[] =>
  Object.entries(document.paths).map(([path, operations]) => ({
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    specificity: path.replace(/\{[^}]+\}/g, '').length,
    operations,
  }));

/** A checker of answers against `document`: why an answer breaks it, or null. */
function answerChecker(document: OpenApiDocument) {
  const routes = routesOf(document);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validators = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    const validate = validators.get(schema) ?? ajv.compile(schema);
    validators.set(schema, validate);
    return validate;
  };
  return async (response: Response): Promise<string | null> => {
    const address = new URL(response.url());
    const method = response.request().method().toLowerCase();
    const route = routes
      .filter(({ pattern, operations }) => pattern.test(address.pathname) && operations[method])
      .sort((a, b) => b.specificity - a.specificity)[0];
    // Not a route of the permission table (the document itself, its reference page), or a revalidation.
    if (!route || response.status() === 304) return null;
    const label = `${method.toUpperCase()} ${address.pathname} answered ${response.status()}`;
    const answers = route.operations[method]?.responses ?? {};
    const answer = answers[String(response.status())] ?? answers[`${Math.floor(response.status() / 100)}XX`];
    if (!answer) return `${label}, which the document does not list`;
    const mediaType = (response.headers()['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    if (!answer.content) return null;
    const media = answer.content[mediaType];
    if (!media) return `${label} as ${mediaType}, not as ${Object.keys(answer.content).join(' or ')}`;
    if (mediaType !== 'application/json' || !media.schema) return null;
    // A page that navigated away may have dropped the body: nothing to check then.
    const body = await response.text().catch(() => null);
    if (body === null) return null;
    const validate = validatorOf(media.schema);
    if (validate(JSON.parse(body))) return null;
    return `${label} with ${body.slice(0, 300)}: ${JSON.stringify(validate.errors)}`;
  };
}

export const test = base.extend<{ answersMatchDocument: undefined }, { checkAnswer: ReturnType<typeof answerChecker> }>(
  {
    checkAnswer: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
      async ({}, use) => {
        const answer = await fetch(new URL('/api/openapi.json', process.env.E2E_BASE_URL));
        await use(answerChecker((await answer.json()) as OpenApiDocument));
      },
      { scope: 'worker' },
    ],
    answersMatchDocument: [
      async ({ browser, context, checkAnswer }, use) => {
        const checks: Promise<string | null>[] = [];
        const origin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost').origin;
        const onResponse = (response: Response) => {
          const address = new URL(response.url());
          if (address.origin === origin && address.pathname.startsWith('/api/')) checks.push(checkAnswer(response));
        };
        const follow = (opened: typeof context) => opened.on('response', onResponse);
        follow(context);
        browser.on('context', follow);
        await use(undefined);
        browser.off('context', follow);
        context.off('response', onResponse);
        expect((await Promise.all(checks)).filter((problem) => problem !== null)).toEqual([]);
      },
      { auto: true },
    ],
  },
);

export { expect };
