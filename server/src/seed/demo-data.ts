import type { Database, Queryable } from '../db/database';
import type { Passwords } from '../plugins/app/passwords';
import { createUsersRepository, type NewUser } from '../plugins/app/users-repository';

/** Every demo Admin and User signs in with this password (DEMO_DATA=1 is for trying the app, never production). */
export const DEMO_PASSWORD = 'demo-password';

type DemoUser = Omit<NewUser, 'passwordHash'>;

const DEMO_USERS: DemoUser[] = [
  {
    username: 'jsmith',
    role: 'Admin',
    firstname: 'Jane',
    lastname: 'Smith',
    email: 'jane.smith@example.org',
    mobile: '555-201-3301',
  },
  {
    username: 'rpatel',
    role: 'Admin',
    firstname: 'Raj',
    lastname: 'Patel',
    email: 'raj.patel@example.org',
    mobile: '555-201-3302',
  },
  {
    username: 'lchen',
    role: 'User',
    firstname: 'Li',
    lastname: 'Chen',
    email: 'li.chen@example.org',
    mobile: '555-201-3303',
  },
  { username: 'mgarcia', role: 'User', firstname: 'Maria', lastname: 'Garcia', email: 'maria.garcia@example.org' },
  { username: 'sokeefe', role: 'User', firstname: 'Siobhan', lastname: "O'Keefe", email: 'siobhan.okeefe@example.org' },
  {
    username: 'tnguyen',
    role: 'User',
    firstname: 'Thanh',
    lastname: 'Nguyen',
    email: 'thanh.nguyen@example.org',
    mobile: '(555) 201-3306',
  },
  {
    username: 'akowalski',
    role: 'Contact',
    firstname: 'Anna',
    lastname: 'Kowalski',
    email: 'anna.kowalski@example.com',
    mobile: '555-310-4401',
  },
  { username: 'bmuller', role: 'Contact', firstname: 'Bernd', lastname: 'Muller', email: 'bernd.muller@example.com' },
  {
    username: 'ejohnson',
    role: 'Contact',
    firstname: 'Emma',
    lastname: 'Johnson-Reid',
    email: 'emma.johnson@example.com',
    mobile: '555-310-4403',
  },
];

/**
 * Demo data for DEMO_DATA=1: a few users of each role now; venues, teams and meetings join here with their
 * sections. Idempotent: what already exists (by username or key) is left alone. Answers how many users it added.
 */
export async function loadDemoData(db: Database, passwords: Passwords): Promise<{ users: number }> {
  // One hash for all demo accounts: they share the demo password anyway, and hashing is deliberately slow.
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => ({ users: await loadDemoUsers(tx, passwordHash) }));
}

async function loadDemoUsers(tx: Queryable, passwordHash: string): Promise<number> {
  const users = createUsersRepository(tx);
  const now = new Date();
  let added = 0;
  for (const user of DEMO_USERS) {
    const hash = user.role === 'Contact' ? null : passwordHash;
    if (await users.createIfAbsent({ ...user, passwordHash: hash }, now)) added += 1;
  }
  return added;
}
