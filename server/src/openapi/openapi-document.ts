import swagger from '@fastify/swagger';
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type * as v from 'valibot';
import serverPackage from '../../package.json';
import { messageSchema } from '../http/http-error';
import { isApiPath, NOT_WITH_API_TOKEN, type Permission, permissionFor } from '../permissions';

/** The security scheme every non-public operation names: a session token from sign-in. */
export const BEARER_SCHEME = 'bearer';

/** The operation's extension that says which roles may call it: `public`, or the roles of the permission table. */
export const ROLES_EXTENSION = 'x-roles';

/** The operation's extension that says whether a personal API token may call it (only a signed-in person may not). */
export const API_TOKEN_EXTENSION = 'x-api-token';

/** A schema of a route's request part (input: what a client sends) or answer (output: what the server sends). */
const jsonSchemaOf = (schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    // A rule JSON Schema cannot say (a transform, a check in code) is left to the prose; the shape stays exact.
    errorMode: 'ignore',
    // A raw body (an uploaded image) is bytes, whatever its media type.
    overrideSchema: ({ valibotSchema }) =>
      valibotSchema.type === 'instance' ? { type: 'string', contentEncoding: 'binary' } : undefined,
  });
  return rest;
};

type ResponseSchema = v.GenericSchema | { content: Record<string, { schema: v.GenericSchema }> };
type ValibotRouteSchema = Omit<FastifySchema, 'response'> & { response?: Record<string, ResponseSchema> };

/** An answer's schema, with each media type's schema converted when the route names several. */
function answerSchema(schema: ResponseSchema) {
  if (!('content' in schema)) return jsonSchemaOf(schema, 'output');
  const content = Object.entries(schema.content).map(([media, { schema }]) => [
    media,
    { schema: jsonSchemaOf(schema, 'output') },
  ]);
  return { content: Object.fromEntries(content) };
}

const errorAnswer = (description: string) => ({ ...jsonSchemaOf(messageSchema, 'output'), description });

/** The errors every route may answer, each as `{message}`; a signed-in route adds who may not call it. */
function errorAnswers(permission: Permission) {
  return {
    ...(permission === 'public'
      ? {}
      : {
          401: errorAnswer('No token, or its session or API token ended (signed out, expired, revoked, deactivated).'),
          403: errorAnswer(`Only ${permission.join(' and ')} may call this route, or not on this record.`),
        }),
    '4XX': errorAnswer('Refused: the message names the field or rule (invalid, not found, conflict, too many).'),
    '5XX': errorAnswer('The server or its database failed; nothing was changed.'),
  };
}

const requestParts = ['body', 'querystring', 'params', 'headers'] as const;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A name for code generators, from the method and path: `GET /api/users/edit/:id` is `getUsersEditById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .slice(2)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[^a-z0-9]+/i)] : segment.split(/[^a-z0-9]+/i),
    );
  return method.toLowerCase() + words.filter(Boolean).map(capitalized).join('');
}

/**
 * A route's entry in the document, from its own valibot schemas: its request parts, its answers and every error's
 * `{message}`, who may call it (the permission table) and its tag (the resource). Routes outside the permission
 * table (web files, calendar feeds, this reference's own page) are hidden.
 */
export function operationOf(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>) {
  const method = [route.method].flat()[0] ?? 'GET';
  const permission = permissionFor(method, route.url);
  if (!isApiPath(route.url) || permission === undefined) return { schema: { hide: true }, url: route.url };
  const { response = {}, ...schema } = (route.schema ?? {}) as ValibotRouteSchema;
  const converted: Record<string, unknown> = { ...schema };
  for (const part of requestParts) {
    if (schema[part]) converted[part] = jsonSchemaOf(schema[part] as v.GenericSchema, 'input');
  }
  const answers = Object.entries(response).map(([status, answer]) => [status, answerSchema(answer)]);
  return {
    schema: {
      ...converted,
      operationId: operationIdOf(method, route.url),
      tags: [route.url.split('/')[2] ?? 'api'],
      response: { ...Object.fromEntries(answers), ...errorAnswers(permission) },
      security: permission === 'public' ? [] : [{ [BEARER_SCHEME]: [] }],
      [ROLES_EXTENSION]: permission === 'public' ? 'public' : [...permission],
      [API_TOKEN_EXTENSION]: permission !== 'public' && !NOT_WITH_API_TOKEN.has(`${method} ${route.url}`),
    },
    url: route.url,
  };
}

/**
 * Collects every route registered after it into an OpenAPI 3.1 document (`app.swagger()`); registered before the
 * routes.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Group scheduler API',
          version: serverPackage.version,
          description:
            'Every route of the server, generated from the schemas it validates with. Send `Authorization: Bearer ' +
            '<token>` with a session token from `POST /api/users/authenticate`, or with a personal API token from ' +
            '`POST /api/tokens` (user/get). Each operation names the roles that may call it in ' +
            `\`${ROLES_EXTENSION}\`, and whether an API token may in \`${API_TOKEN_EXTENSION}\`; every error answers ` +
            '`{message}`.',
        },
        servers: [{ url: '/' }],
        components: { securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer' } } },
      },
      transform: ({ route }) => operationOf(route),
    });
  },
  { name: 'openapi-document' },
);
