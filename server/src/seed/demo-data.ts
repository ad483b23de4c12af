import type { Database, Queryable } from '../db/database';
import type { Passwords } from '../plugins/app/passwords';
import { createUsersRepository, type NewUser } from '../plugins/app/users-repository';
import { createVenuesRepository } from '../plugins/app/venues-repository';
import type { VenueDetails } from '../venue-record';

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

/** A demo venue, its contacts named by username ('' for none) as the API names them. */
interface DemoVenue extends VenueDetails {
  name: string;
  internalContact: string;
  venueContact: string;
}

const NO_IMAGES = { iconimage: '', photoimage: '' };

const DEMO_VENUES: DemoVenue[] = [
  {
    name: 'Main Hall',
    description: 'Lecture hall with 120 seats, a projector and two microphones.',
    internalContact: 'jsmith',
    venueContact: 'akowalski',
    website: 'https://example.org/venues/main-hall',
    calendar: 'https://calendar.example.org/main-hall',
    address: '1 College Road',
    town: 'Springfield',
    location: 'https://www.openstreetmap.org/?mlat=51.7520&mlon=-1.2577',
    ...NO_IMAGES,
  },
  {
    name: 'Annex Seminar Room',
    description: 'Seminar room for 24; whiteboard and video link.',
    internalContact: 'rpatel',
    venueContact: 'bmuller',
    website: 'https://example.org/venues/annex',
    calendar: 'https://calendar.example.org/annex',
    address: 'Annex, 3 College Road',
    town: 'Springfield',
    location: 'https://www.openstreetmap.org/?mlat=51.7524&mlon=-1.2581',
    ...NO_IMAGES,
  },
  {
    name: 'Library Room 2.14',
    description: 'Quiet meeting room for 8 on the second floor. Book at the front desk.',
    internalContact: 'lchen',
    venueContact: 'ejohnson',
    website: '',
    calendar: 'https://calendar.example.org/library-2-14',
    address: '2nd floor, 10 Library Lane',
    town: 'Springfield',
    location: '',
    ...NO_IMAGES,
  },
  {
    name: 'Lakeside Field Station',
    description: 'Research station by the lake (bring boots!)',
    internalContact: 'mgarcia',
    venueContact: '',
    website: 'https://example.org/venues/field-station',
    calendar: '',
    address: 'Lakeside Road, km 4',
    town: 'Wren Lake',
    location: 'https://www.openstreetmap.org/?mlat=51.8012&mlon=-1.4023',
    ...NO_IMAGES,
  },
];

/**
 * Demo data for DEMO_DATA=1: a few users of each role, and venues with contacts among them; teams and meetings
 * join here with their sections. Idempotent: what already exists (by username or name) is left alone. Answers how
 * many of each it added.
 */
export async function loadDemoData(db: Database, passwords: Passwords): Promise<{ users: number; venues: number }> {
  // One hash for all demo accounts: they share the demo password anyway, and hashing is deliberately slow.
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => ({
    users: await loadDemoUsers(tx, passwordHash),
    venues: await loadDemoVenues(tx),
  }));
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

async function loadDemoVenues(tx: Queryable): Promise<number> {
  const users = createUsersRepository(tx);
  const venues = createVenuesRepository(tx);
  // A demo contact deleted since an earlier start leaves that contact empty.
  const idOf = async (username: string) => (username ? ((await users.findByUsername(username))?.id ?? null) : null);
  const now = new Date();
  let added = 0;
  for (const { name, internalContact, venueContact, ...fields } of DEMO_VENUES) {
    const changes = {
      ...fields,
      internalContactId: await idOf(internalContact),
      venueContactId: await idOf(venueContact),
    };
    if (await venues.createIfAbsent(name, changes, now)) added += 1;
  }
  return added;
}
