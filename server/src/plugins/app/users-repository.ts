import type { Role } from '@scheduler/shared-domain/roles';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database';
import type { StoredUser } from '../../user-record';

export interface NewUser {
  username: string;
  passwordHash: string | null;
  role: Role;
  firstname: string;
  lastname: string;
  email?: string;
  mobile?: string;
  inActive?: boolean;
}

export interface UsersRepository {
  findByUsername(username: string): Promise<StoredUser | null>;
  findById(id: string): Promise<StoredUser | null>;
  count(): Promise<number>;
  create(user: NewUser, now: Date): Promise<StoredUser>;
  /** Creates the user unless the username is taken (in any case); answers whether it did. */
  createIfAbsent(user: NewUser, now: Date): Promise<boolean>;
  setInActive(id: string, inActive: boolean, now: Date): Promise<void>;
}

export const USER_COLUMNS = `users.id, users.username, users.password_hash, users.role, users.firstname, users.lastname,
  users.email, users.mobile, users.in_active, users.created_date, users.updated_date`;

export interface UserRow {
  id: string;
  username: string;
  password_hash: string | null;
  role: Role;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  in_active: boolean;
  created_date: Date;
  updated_date: Date;
}

export function fromUserRow(row: UserRow): StoredUser {
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    role: row.role,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    mobile: row.mobile,
    inActive: row.in_active,
    createdDate: row.created_date,
    updatedDate: row.updated_date,
  };
}

const INSERT_USER = `insert into users
  (username, password_hash, role, firstname, lastname, email, mobile, in_active, created_date, updated_date)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`;

const insertParams = (user: NewUser, now: Date) => [
  user.username,
  user.passwordHash,
  user.role,
  user.firstname,
  user.lastname,
  user.email ?? '',
  user.mobile ?? '',
  user.inActive ?? false,
  now,
];

export function createUsersRepository(db: Queryable): UsersRepository {
  const one = async (sql: string, params: unknown[]) => {
    const [row] = await db.query<UserRow>(sql, params);
    return row ? fromUserRow(row) : null;
  };
  return {
    findByUsername: (username) =>
      one(`select ${USER_COLUMNS} from users where lower(username) = lower($1)`, [username]),
    findById: (id) => one(`select ${USER_COLUMNS} from users where id = $1`, [id]),
    count: async () => (await db.query<{ count: number }>('select count(*)::int as count from users'))[0]?.count ?? 0,
    create: async (user, now) => {
      const created = await one(`${INSERT_USER} returning ${USER_COLUMNS}`, insertParams(user, now));
      if (!created) throw new Error('Inserting a user returned no row.');
      return created;
    },
    createIfAbsent: async (user, now) => {
      const rows = await db.query(
        `${INSERT_USER} on conflict ((lower(username))) do nothing returning id`,
        insertParams(user, now),
      );
      return rows.length > 0;
    },
    setInActive: async (id, inActive, now) => {
      await db.query('update users set in_active = $2, updated_date = $3 where id = $1', [id, inActive, now]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('users', createUsersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['database'] },
);
