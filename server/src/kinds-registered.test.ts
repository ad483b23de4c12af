import { CHANGE_KINDS, type ChangeKind, collectionOf } from '@scheduler/shared-domain/change';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, unusedDatabase } from '../test/test-app';
import { PERMISSIONS } from './permissions';

/**
 * CHANGE_KINDS is the one list of the kinds of record; every place a kind must be known is derived from it or keyed
 * by it. What the compiler cannot ask for, the routes register at start, and this test asks for each kind.
 */
describe.each(CHANGE_KINDS)('the kind %s', (kind: ChangeKind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(unusedDatabase);
  });
  afterAll(() => app.close());
  const collection = collectionOf(kind);

  it('has a restorer, so a deleted record can be restored from the change record', () => {
    expect(app.changeRestorers.has(kind)).toBe(true);
  });

  it('has a CSV export and a CSV import', () => {
    expect([app.csvExports.has(collection), app.csvImports.has(collection)]).toEqual([true, true]);
  });

  it('has permission rows for its list, one record and its delete', () => {
    const routes = [`GET /api/${collection}`, `GET /api/${collection}/edit/:id`, `GET /api/${collection}/delete/:id`];
    expect(routes.filter((route) => !(route in PERMISSIONS))).toEqual([]);
  });
});
