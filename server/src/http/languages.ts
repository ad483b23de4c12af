import type { IntlShape } from '@formatjs/intl';
import {
  createLanguageIntl,
  LANGUAGES,
  type Language,
  loadCatalog,
  type Message,
  SOURCE_LANGUAGE,
} from '@scheduler/shared-domain/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * The language of a request's `Accept-Language`, by its q-values: a regional one (`de-CH`) counts as its language, and
 * a request that names none of ours is answered in English.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const [best] = new Negotiator(request).languages([...LANGUAGES]);
  return LANGUAGES.find((language) => language === best) ?? SOURCE_LANGUAGE;
}

/** One formatter per language, made with its catalog the first time a request asks for that language. */
const intls = new Map<Language, Promise<IntlShape>>();

function intlIn(language: Language): Promise<IntlShape> {
  let intl = intls.get(language);
  if (!intl) {
    intl = loadCatalog(language, 'server').then((catalog) => createLanguageIntl(language, catalog));
    intls.set(language, intl);
  }
  return intl;
}

/** Tells caches that the answer's words depend on the request's language. */
function varyOnLanguage(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*accept-language\s*(,|$)/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  }
}

/** A message in the language the request asks for; the answer varies on `Accept-Language` from then on. */
export async function inRequestLanguage(request: FastifyRequest, reply: FastifyReply, message: Message) {
  varyOnLanguage(reply);
  const intl = await intlIn(requestLanguage(request));
  return intl.formatMessage(message.descriptor, message.values);
}
