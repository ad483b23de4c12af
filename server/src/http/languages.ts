import { loadCatalogs } from '@scheduler/shared-domain/catalog-files';
import {
  LANGUAGES,
  type Language,
  type Message,
  NAMESPACES,
  SOURCE_LANGUAGE,
  translate,
  type Wording,
} from '@scheduler/shared-domain/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/** Loads every language's catalogs, so that any message can be worded synchronously from then on. */
export async function loadEveryCatalog(): Promise<void> {
  await Promise.all(LANGUAGES.map((language) => loadCatalogs(language, NAMESPACES)));
}

/**
 * The language of a request's `Accept-Language`, by its q-values: a regional one (`de-CH`) counts as its language, and
 * a request that names none of ours is answered in English.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const [best] = new Negotiator(request).languages([...LANGUAGES]);
  return LANGUAGES.find((language) => language === best) ?? SOURCE_LANGUAGE;
}

/** Tells caches that the answer's words depend on the request's language. */
function varyOnLanguage(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*accept-language\s*(,|$)/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  }
}

/** What an answer says in whichever language is asked: a message, or how to word one (a form's first broken rule). */
export type Localized = Message | Wording;

/** A message in `language`. */
export const inLanguage = (language: Language, said: Localized): string =>
  typeof said === 'function' ? said(language) : translate(language, said.descriptor, said.values);

/** The language an answer worded piece by piece is in: the request's; the answer varies on `Accept-Language`. */
export function answerLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  varyOnLanguage(reply);
  return requestLanguage(request);
}

/** A message in the language the request asks for; the answer varies on `Accept-Language` from then on. */
export function inRequestLanguage(request: FastifyRequest, reply: FastifyReply, said: Localized): string {
  return inLanguage(answerLanguage(request, reply), said);
}
