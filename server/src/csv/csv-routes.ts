import { CSV_KINDS, type CsvKind } from '@scheduler/shared-domain/csv-import';
import * as v from 'valibot';
import { textAnswer } from '../http/answer-schemas';
import { attachment } from '../http/attachment';
import { notFound } from '../http/http-error';
import type { ValibotRoutes } from '../http/validation';
import { toCsv } from './csv-writer';

const exportParamsSchema = v.object({ file: v.picklist(CSV_KINDS.map((kind) => `${kind}.csv` as const)) });

/** Every list as a CSV file, for spreadsheets and other tools. Mounted at `/api/export`. */
const csvRoutes: ValibotRoutes = async (app) => {
  app.get(
    '/:file',
    {
      schema: {
        summary: 'A list (users, venues, teams or meetings) as CSV: UTF-8 with a BOM, formulas neutralised',
        params: exportParamsSchema,
        response: { 200: textAnswer('text/csv', 'The records, one a line, under the SPEC field names.') },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const list = app.csvExports.get(file.slice(0, -'.csv'.length) as CsvKind);
      if (!list) throw notFound();
      const { columns, rows } = await list();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(file))
        .send(toCsv(columns, rows));
    },
  );
};

export default csvRoutes;
