// A bare Fastify over the server's database, through the server's own driver and pool size: the limit of an
// authenticated request, and on PGlite the memory of the database alone. `GET /` answers the one session-and-user
// query the auth hook runs (server/src/users/users-repository.ts) on the session of the request's token, whose claims
// it reads without checking the signature; `GET /meetings` the list of all meetings as the server reads it.
// `node bare-database-server.mjs <port> <PostgreSQL URL or PGlite folder> <token>`; prints "listening".
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import Fastify from 'fastify';
import { REPO_ROOT } from '../../tooling/processes/server-process.mjs';

const requireFromServer = createRequire(path.join(REPO_ROOT, 'server/package.json'));
const [port, location, token] = process.argv.slice(2);

/** The server's pool (server/src/db/postgres-database.ts). */
const POOL_SIZE = 10;

const SESSION_AND_USER = `select users.id, users.username, users.password_hash, users.role, users.firstname,
    users.lastname, users.email, users.mobile, users.in_active, users.created_date, users.updated_date,
    sessions.expires_at
  from sessions join users on users.id = sessions.user_id
 where sessions.id = $1 and sessions.user_id = $2 and sessions.revoked_at is null and sessions.expires_at > $3
   and not users.in_active`;

const MEETINGS = `select '[' || string_agg(wire_json, ',' order by start_time, id collate "C") || ']' as meetings
  from meetings`;

async function openDatabase() {
  if (/^postgres(ql)?:/.test(location)) {
    const pool = new (requireFromServer('pg').Pool)({ connectionString: location, max: POOL_SIZE });
    const query = async (sql, params, name) => (await pool.query({ text: sql, values: params, name })).rows;
    return { query, close: () => pool.end() };
  }
  // PGlite's WebAssembly optimised all at once, V8's heap growth and PGlite's buffer cache, as the server has them
  // (server/src/main.ts, server/src/db/pglite-database.ts).
  setFlagsFromString('--no-wasm-dynamic-tiering --wasm-num-compilation-tasks=1 --heap-growing-percent=50');
  const { PGlite } = requireFromServer('@electric-sql/pglite');
  const { btree_gist } = requireFromServer('@electric-sql/pglite/contrib/btree_gist');
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  const pglite = await PGlite.create(location, { extensions: { btree_gist }, startParams });
  return { query: async (sql, params) => (await pglite.query(sql, params)).rows, close: () => pglite.close() };
}

const claimsOf = (bearer) => JSON.parse(Buffer.from(bearer.split('.')[1], 'base64url').toString());

const db = await openDatabase();
// A PGlite folder is a copy made before the server opened the token's session: the session is written here too.
const claims = claimsOf(token);
await db.query(
  `insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day') on conflict (id) do nothing`,
  [claims.alt_jti, claims.sub],
);

const app = Fastify();
app.get('/', async (request, reply) => {
  const { alt_jti, sub } = claimsOf(request.headers.authorization?.slice('Bearer '.length) ?? '');
  // Prepared on each connection, as the server prepares it.
  const [row] = await db.query(SESSION_AND_USER, [alt_jti, sub, new Date()], 'user-with-open-session');
  if (!row) return reply.code(401).send({ message: 'Your session has ended.' });
  return row;
});
app.get('/meetings', async (_request, reply) => {
  const [{ meetings }] = await db.query(MEETINGS, []);
  return reply.type('application/json').send(meetings ?? '[]');
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.once('SIGTERM', () =>
  app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0)),
);
