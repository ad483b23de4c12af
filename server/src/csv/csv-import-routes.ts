import {
  CSV_IMPORT_MAX_BYTES,
  CSV_KINDS,
  csvImportRefused,
  csvNotCsv,
  failedRowCount,
} from '@scheduler/shared-domain/csv-import';
import * as v from 'valibot';
import { actorOf } from '../auth/auth-hook';
import { textAnswer } from '../http/answer-schemas';
import { attachment } from '../http/attachment';
import { HttpError, notFound } from '../http/http-error';
import { answerLanguage, inLanguage } from '../http/languages';
import type { ValibotRoutes } from '../http/validation';
import { importCsv } from './csv-import-service';
import type { CsvImport } from './csv-imports';
import { toCsv } from './csv-writer';

const kindParamsSchema = v.object({ kind: v.picklist(CSV_KINDS) });
const previewQuerySchema = v.object({ preview: v.optional(v.picklist(['1'])) });
const csvBodySchema = v.string();

const importErrorSchema = v.object({ row: v.number(), field: v.string(), message: v.string() });
const importResultSchema = v.object({ rows: v.number(), errors: v.array(importErrorSchema) });
/** A refused import names its broken rows; a refused request (a wrong header, not CSV) only says why. */
const refusedImportSchema = v.object({
  message: v.string(),
  rows: v.optional(v.number()),
  errors: v.optional(v.array(importErrorSchema)),
});

/**
 * Admin: users, venues, teams or meetings from CSV, each row with every rule of its add (csv-import-service.ts),
 * and each list's template. Mounted at `/api/import`. A plugin of its own, so that its body parser (CSV as text, up
 * to CSV_IMPORT_MAX_BYTES, any other type refused before its body is read) applies to these routes only.
 */
const csvImportRoutes: ValibotRoutes = async (app) => {
  const listOf = (kind: string): CsvImport => {
    const list = app.csvImports.get(kind as (typeof CSV_KINDS)[number]);
    if (!list) throw notFound();
    return list;
  };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, csvNotCsv)));

  app.post(
    '/:kind',
    {
      bodyLimit: CSV_IMPORT_MAX_BYTES,
      schema: {
        summary:
          'Add users, venues, teams or meetings from CSV (the export’s columns), all or none; with ?preview=1 only check',
        consumes: ['text/csv'],
        params: kindParamsSchema,
        querystring: previewQuerySchema,
        body: csvBodySchema,
        response: { 200: importResultSchema, 201: importResultSchema, 400: refusedImportSchema },
      },
    },
    async (request, reply) => {
      const preview = request.query.preview === '1';
      const { kind } = request.params;
      const language = answerLanguage(request, reply);
      const options = { actor: actorOf(request), preview, kind, language };
      const result = await importCsv(app.db, listOf(kind), request.body, options);
      if (preview) return result;
      if (result.errors.length > 0) {
        const refused = inLanguage(language, csvImportRefused(failedRowCount(result.errors)));
        return reply.code(400).send({ message: refused, ...result });
      }
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/:kind/template.csv',
    {
      schema: {
        summary: 'The header row of the columns an import of a list reads, as CSV with a BOM',
        params: kindParamsSchema,
        response: {
          200: textAnswer('text/csv', 'The header row, and for meetings rows that show how times are written.'),
        },
      },
    },
    async (request, reply) => {
      const list = listOf(request.params.kind);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`${request.params.kind}-template.csv`))
        .send(toCsv(list.required, list.example()));
    },
  );
};

export default csvImportRoutes;
