import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { PERMISSIONS } from '../src/permissions';

/** What the answers of the current test broke of the document; the test fails with them after it ends. */
const violations: string[] = [];

afterEach(() => {
  const found = violations.splice(0);
  if (found.length > 0) throw new Error(`Answers the OpenAPI document does not describe:\n${found.join('\n')}`);
});

type Answers = OpenAPIV3_1.ResponsesObject;

/** The document's answer for a status: its own, its range's (`4XX`), or none. */
function answerFor(answers: Answers, status: number): OpenAPIV3_1.ResponseObject | undefined {
  return (answers[String(status)] ?? answers[`${Math.floor(status / 100)}XX`]) as OpenAPIV3_1.ResponseObject;
}

/** Why this answer breaks the document, or null when it does not. */
function violationOf(
  answers: Answers,
  reply: FastifyReply,
  payload: unknown,
  validatorOf: (schema: object) => ValidateFunction,
): string | null {
  const status = reply.statusCode;
  const answer = answerFor(answers, status);
  if (!answer) return `answered ${status}, which it does not list`;
  // Fastify sends no body with a 204, and none comes with a redirect.
  if (!answer.content) return status === 204 || !payload ? null : `answered ${status} with a body it does not describe`;
  const mediaType = String(reply.getHeader('content-type') ?? '').split(';')[0] ?? '';
  const media = answer.content[mediaType];
  if (!media) return `answered ${status} as ${mediaType}, not as ${Object.keys(answer.content).join(' or ')}`;
  if (mediaType !== 'application/json' || typeof payload !== 'string' || !media.schema) return null;
  const validate = validatorOf(media.schema);
  if (validate(JSON.parse(payload))) return null;
  return `answered ${status} with ${payload.slice(0, 300)}: ${JSON.stringify(validate.errors)}`;
}

/**
 * Checks every answer of an API route against the app's own OpenAPI document: its status is listed, its media type
 * and its JSON body match the schema. The test that made a broken answer fails.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validators = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    const known = validators.get(schema);
    if (known) return known;
    const validate = ajv.compile(schema);
    validators.set(schema, validate);
    return validate;
  };

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    const key = `${request.method} ${url}`;
    if (url === undefined || !Object.hasOwn(PERMISSIONS, key)) return payload;
    const document = app.swagger() as OpenAPIV3_1.Document;
    const path = url.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths?.[path]?.[request.method.toLowerCase() as OpenAPIV3_1.HttpMethods];
    const violation = operation
      ? violationOf(operation.responses ?? {}, reply, payload, validatorOf)
      : 'is not in the document';
    if (violation) violations.push(`${key} ${violation}`);
    return payload;
  });
}
