import swaggerUi from '@fastify/swagger-ui';
import * as v from 'valibot';
import type { ValibotRequestTypeProvider, ValibotRoutes } from '../http/validation';
import { API_REFERENCE_URL } from '../permissions';

/** What the document route states of its answer: the document itself is checked by tests and the linter. */
const documentSchema = v.looseObject({ openapi: v.string() });

/**
 * Swagger UI's colours darkened until its texts reach WCAG AA's 4.5:1 (the methods' badges, the version stamps, the
 * links), its buttons nested in a focusable summary (copy, lock) left to the expanded operation, and its choice of
 * server, which has one entry and no label, hidden.
 */
const ACCESSIBLE_CSS = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d5f99; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1f6e45; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4b00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #a8231b; }
.swagger-ui .info .title small, .swagger-ui .info .title small pre { background: #4d5b66; }
.swagger-ui .info .title small.version-stamp, .swagger-ui .info .title small.version-stamp pre { background: #3d6b00; }
.swagger-ui .info .url, .swagger-ui .btn.authorize { color: #1d5f99; border-color: #1d5f99; }
.swagger-ui .btn.authorize svg { fill: #1d5f99; }
.swagger-ui .opblock-summary .view-line-link, .swagger-ui .opblock-summary .copy-to-clipboard,
.swagger-ui .opblock-summary .authorization__btn, .swagger-ui .scheme-container .servers,
.swagger-ui .scheme-container .servers-title { display: none; }
`;

/**
 * What Swagger UI leaves out for screen readers and keyboards, added as it draws: its title as the page's banner
 * landmark, heading levels that go down one at a time (the operations' groups, h3, under the title's h1; their
 * sections, h4, below), and its code examples in the tab order, as a wide one scrolls sideways on a phone.
 */
const ACCESSIBLE_JS = `
new MutationObserver(() => {
  document.querySelector('.information-container:not([role])')?.setAttribute('role', 'banner');
  for (const example of document.querySelectorAll('.highlight-code > .microlight:not([tabindex])')) example.setAttribute('tabindex', '0');
  for (const heading of document.querySelectorAll('h3.opblock-tag:not([aria-level])')) heading.setAttribute('aria-level', '2');
  for (const heading of document.querySelectorAll('h4.opblock-title:not([aria-level])')) heading.setAttribute('aria-level', '3');
}).observe(document.body, { childList: true, subtree: true });
`;

/**
 * The OpenAPI document of every API route, and its readable reference (Swagger UI), whose files are served from this
 * server under the same Content-Security-Policy. Mounted at `/api`.
 */
const openApiRoutes: ValibotRoutes = async (app) => {
  app
    .withTypeProvider<ValibotRequestTypeProvider>()
    .get(
      '/openapi.json',
      { schema: { summary: 'This OpenAPI document', response: { 200: documentSchema } } },
      async () => app.swagger(),
    );
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_URL.slice('/api'.length),
    // The page's links are relative to this prefix with or without a trailing slash.
    indexPrefix: '/api',
    theme: {
      title: 'Group scheduler API reference',
      css: [{ filename: 'accessible.css', content: ACCESSIBLE_CSS }],
      js: [{ filename: 'accessible.js', content: ACCESSIBLE_JS }],
    },
    // BaseLayout: without the top bar's logo and address box, which have no text alternative or label; no deep links,
    // which put a link inside each operation's summary button.
    uiConfig: { deepLinking: false, defaultModelsExpandDepth: 0, layout: 'BaseLayout' },
  });
};

export default openApiRoutes;
