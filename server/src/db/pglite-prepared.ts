import { messages as backend, type PGlite, parse, protocol } from '@electric-sql/pglite';

interface PreparedStatement {
  sql: string;
  /** The type of each parameter, as PostgreSQL inferred it: which of PGlite's serializers writes it. */
  parameterTypes: number[];
}

const joined = (messages: readonly Uint8Array[]) => {
  const bytes = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
};

/**
 * Named statements on PGlite, which its `query` does not offer: each is parsed, planned and described once, and each
 * run is then one call into PGlite (bind, execute, sync) where `query` makes six, planning every time: an add's
 * statements cost about half as much. Runs under PGlite's own query lock, as `query` does; `inTransaction` says the
 * caller holds the transaction lock already (inside `transaction`), otherwise it is taken too, so no statement ever
 * runs inside another request's transaction.
 */
export function preparedStatements(pglite: PGlite) {
  const statements = new Map<string, PreparedStatement>();

  const prepare = async (name: string, sql: string): Promise<PreparedStatement> => {
    // Each call ends with a sync: after an error PostgreSQL skips every message until one.
    const { messages } = await pglite.execProtocol(
      joined([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find((message) => message instanceof backend.ParameterDescriptionMessage);
    const statement = { sql, parameterTypes: description?.dataTypeIDs ?? [] };
    statements.set(name, statement);
    return statement;
  };

  const run = async <Row>(name: string, sql: string, params: readonly unknown[], inTransaction: boolean) => {
    const known = statements.get(name);
    if (known && known.sql !== sql) throw new Error(`The prepared statement ${name} was prepared with other SQL.`);
    const statement = known ?? (await prepare(name, sql));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[statement.parameterTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pglite.execProtocol(
      joined([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as Row[];
  };

  return <Row>(name: string, sql: string, params: readonly unknown[], inTransaction: boolean): Promise<Row[]> =>
    inTransaction
      ? pglite._runExclusiveQuery(() => run<Row>(name, sql, params, true))
      : pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => run<Row>(name, sql, params, false)));
}
