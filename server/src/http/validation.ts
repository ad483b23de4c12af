import { type Message, message } from '@scheduler/shared-domain/i18n';
import { SERVER_MESSAGES } from '@scheduler/shared-domain/server-messages';
import { firstIssueMessage } from '@scheduler/shared-domain/validation';
import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { isApiPath } from '../permissions';
import { HttpError } from './http-error';

/**
 * Lets a route see the parsed output types of its request schemas, and send anything: for a route that sends JSON
 * text written elsewhere (by the database), whose response schema only states the shape.
 */
export interface ValibotRequestTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
}

/** Lets a route declare `schema: { body: loginSchema }` and see the parsed output type in its handler. */
export interface ValibotTypeProvider extends ValibotRequestTypeProvider {
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

function asValibotSchema(schema: unknown, where: string): v.GenericSchema {
  const isValibot = typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema';
  if (!isValibot) throw new Error(`${where}: route schemas must be valibot schemas.`);
  return schema as v.GenericSchema;
}

/** A lone UTF-16 surrogate, as JSON's `\udc00` writes one. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The message for the first text in parsed JSON (or params) that no database can store, or null: one holding U+0000,
 * or half of a character. Walked without recursion, so any depth is safe.
 */
function unstorableTextMessage(data: unknown): Message | null {
  const pending = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && value.includes('\u0000')) return message(SERVER_MESSAGES.nulCharacter);
    if (typeof value === 'string' && LONE_SURROGATE.test(value)) return message(SERVER_MESSAGES.brokenCharacter);
    if (Array.isArray(value)) pending.push(...value);
    else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, entry] of Object.entries(value)) pending.push(key, entry);
    }
  }
  return null;
}

/**
 * Route schemas are the valibot schemas the browser uses: the parsed output (trimmed values, unknown keys dropped)
 * replaces the request part, and a failure answers 400 with the first failing rule's message (SPEC §5).
 */
export default fp(
  async (app) => {
    // The API speaks JSON only: any other body is 415, not a string for the schema to puzzle over.
    app.removeContentTypeParser('text/plain');
    app.setValidatorCompiler(({ schema, method, url, httpPart }) => {
      const valibotSchema = asValibotSchema(schema, `${method} ${url} ${httpPart}`);
      const checksText = isApiPath(url);
      return (data: unknown) => {
        // No body at all reads as an empty object, so the answer names the first missing field.
        const input = httpPart === 'body' && (data === null || data === undefined) ? {} : data;
        // The database cannot store such text, and a lookup by such a key fails in the driver: refuse it in any API
        // field.
        const unstorable = checksText ? unstorableTextMessage(input) : null;
        if (unstorable) return { error: new HttpError(400, unstorable) };
        const result = v.safeParse(valibotSchema, input, { abortEarly: true });
        if (result.success) return { value: result.output };
        // The rule broken, worded again in the language the request asks for when the error is answered.
        const inLanguage = (lang: string) =>
          firstIssueMessage(v.safeParse(valibotSchema, input, { abortEarly: true, lang }).issues ?? []);
        return { error: new HttpError(400, inLanguage) };
      };
    });
    // Responses go through their schema too, so a field the schema does not name (a password hash) never leaves.
    app.setSerializerCompiler(({ schema, method, url }) => {
      const valibotSchema = asValibotSchema(schema, `${method} ${url} response`);
      return (data: unknown) => JSON.stringify(v.parse(valibotSchema, data));
    });
  },
  { name: 'validation' },
);

/** A route plugin whose schemas are valibot schemas. */
export type ValibotRoutes<Options extends Record<string, unknown> = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ValibotTypeProvider
>;
