import type { MeetingInput } from '@scheduler/shared-domain/meeting-schema';
import type { VenueDetails } from '@scheduler/shared-domain/venue';
import { todayIn } from '@scheduler/shared-domain/zoned-time';
import { DateTime } from 'luxon';
import type { Passwords } from '../auth/passwords';
import { SYSTEM_ACTOR } from '../changes/change-queries';
import { DEFAULT_GROUP_ABBREVIATION } from '../config';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { createMeetingService } from '../meetings/meeting-service';
import { createTeamService } from '../teams/team-service';
import type { TeamDetails } from '../teams/team-wire';
import { createUserService } from '../users/user-service';
import type { NewUser } from '../users/users-repository';
import { createVenueService } from '../venues/venue-service';

/** Every demo Admin and User signs in with this password (DEMO_DATA=1 is for trying the app, never production). */
export const DEMO_PASSWORD = 'demo-Lakeside-2030';

type DemoUser = Omit<NewUser, 'passwordHash'>;

export const DEMO_USERS: DemoUser[] = [
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

/** A demo team, its lead and members named by username as the API names them. The e2e suite relies on these. */
interface DemoTeam extends TeamDetails {
  name: string;
  lead: string;
  members: string[];
}

const DEMO_TEAMS: DemoTeam[] = [
  {
    name: 'Data Science',
    description: 'Statistics, machine learning and the shared analysis pipeline.',
    lead: 'jsmith',
    members: ['lchen', 'mgarcia', 'tnguyen'],
    zoomLink: 'https://meet.example.org/data-science',
    comments: 'Weekly sync on Mondays; bring one chart.',
  },
  {
    name: 'Lab Operations',
    description: 'Instruments, safety training, supplies and the lab booking calendar.',
    lead: 'rpatel',
    members: ['sokeefe', 'tnguyen'],
    zoomLink: 'https://meet.example.org/lab-operations',
    comments: '',
  },
  {
    name: 'Outreach',
    description: 'Open days, school visits and the group newsletter.',
    lead: 'jsmith',
    members: ['mgarcia'],
    zoomLink: 'https://meet.example.org/outreach',
    comments: 'Monthly, first Thursday.',
  },
];

/**
 * A demo meeting, `day` days from the seeding day, or from the first `weekday` after it (ISO, 1 for Monday) for a
 * meeting held on that weekday, at local times of the server's zone.
 */
interface DemoMeeting {
  id: string;
  team: string;
  venue: string;
  day: number;
  weekday?: number;
  from: string;
  to: string;
  comments: string;
}

/**
 * Two in the past, the rest in the coming three weeks; Data Science has more than three ahead, as the e2e suite lists
 * its next three. No two share a venue or a team at one time.
 */
const DEMO_MEETINGS: DemoMeeting[] = [
  {
    id: 'DS Kickoff',
    team: 'Data Science',
    venue: 'Main Hall',
    day: -14,
    from: '10:00',
    to: '11:30',
    comments: 'Goals for the term and who owns which dataset.',
  },
  {
    id: 'Lab Inventory',
    team: 'Lab Operations',
    venue: 'Annex Seminar Room',
    day: -6,
    from: '15:00',
    to: '16:00',
    comments: '',
  },
  {
    id: 'DS Weekly Sync 1',
    team: 'Data Science',
    venue: 'Library Room 2.14',
    // The team's comments say Mondays.
    weekday: 1,
    day: 0,
    from: '10:00',
    to: '11:00',
    comments: 'Bring one chart.',
  },
  {
    id: 'Lab Safety Training',
    team: 'Lab Operations',
    venue: 'Annex Seminar Room',
    day: 2,
    from: '09:00',
    to: '12:00',
    comments: 'Mandatory for new staff: boots and goggles!',
  },
  {
    id: 'Open Day Planning',
    team: 'Outreach',
    venue: 'Main Hall',
    day: 3,
    from: '11:00',
    to: '12:00',
    comments: 'Stands, posters and the volunteer rota.',
  },
  {
    id: 'DS Model Review',
    team: 'Data Science',
    venue: 'Main Hall',
    day: 4,
    from: '14:00',
    to: '15:30',
    comments: 'Review of the churn model (v2) with Lab Operations.',
  },
  {
    id: 'DS Weekly Sync 2',
    team: 'Data Science',
    venue: 'Library Room 2.14',
    // The team's comments say Mondays.
    weekday: 1,
    day: 7,
    from: '10:00',
    to: '11:00',
    comments: 'Bring one chart.',
  },
  {
    id: 'Lab Supplies Review',
    team: 'Lab Operations',
    venue: 'Annex Seminar Room',
    day: 9,
    from: '13:00',
    to: '14:00',
    comments: '',
  },
  {
    id: 'School Visit',
    team: 'Outreach',
    venue: 'Lakeside Field Station',
    day: 10,
    from: '09:00',
    to: '13:00',
    comments: 'Year 9 class of 28; the bus leaves at 08:30.',
  },
  {
    id: 'DS Weekly Sync 3',
    team: 'Data Science',
    venue: 'Library Room 2.14',
    // The team's comments say Mondays.
    weekday: 1,
    day: 14,
    from: '10:00',
    to: '11:00',
    comments: 'Bring one chart.',
  },
  {
    id: 'DS Field Sampling',
    team: 'Data Science',
    venue: 'Lakeside Field Station',
    day: 18,
    // After the team's Monday sync, should the day be a Monday.
    from: '13:00',
    to: '16:00',
    comments: 'Water samples for the sensor calibration.',
  },
];

/** The e2e suite schedules its own meetings on this day; a demo meeting that would fall on it moves a week on. */
export const DEMO_FREE_DAY = '2030-06-03';

export interface DemoDataAdded {
  users: number;
  venues: number;
  teams: number;
  meetings: number;
}

export interface DemoDataOptions {
  /** The seeding moment: demo meetings are placed around it. */
  now?: Date;
  /** TIME_ZONE: demo meetings are held at these local times. */
  timeZone?: string;
  /** GROUP_ABBREVIATION: the change record names a venue's internal contact by it. */
  groupAbbreviation?: string;
}

/** The change record's author of what seeding adds. */
const SEEDING = { actor: SYSTEM_ACTOR };

/**
 * Demo data for DEMO_DATA=1: a few users of each role, venues with contacts among them, teams of them, and meetings
 * of those teams around the seeding day. Each goes through its service's add, with the rules the API applies: what
 * already exists (by username, name or meeting id) or is refused now (a demo user changed or deleted since an earlier
 * start, a meeting that would clash) is skipped. Answers how many of each it added.
 */
export async function loadDemoData(
  db: Database,
  passwords: Passwords,
  {
    now = new Date(),
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
    groupAbbreviation = DEFAULT_GROUP_ABBREVIATION,
  }: DemoDataOptions = {},
): Promise<DemoDataAdded> {
  const clock = () => now.getTime();
  const users = createUserService({ db, passwords, now: clock, configuredSignIns: [] });
  const venues = createVenueService({ db, now: clock, groupAbbreviation });
  const teams = createTeamService({ db, now: clock });
  const meetings = createMeetingService({ db, now: clock, timeZone });
  return {
    users: await countAdded(DEMO_USERS, (user) =>
      users.register(
        { email: '', mobile: '', ...user, password: user.role === 'Contact' ? '' : DEMO_PASSWORD },
        SEEDING,
      ),
    ),
    venues: await countAdded(DEMO_VENUES, ({ name, internalContact, venueContact, ...details }) =>
      venues.add({ _id: name, internalContact, contact: venueContact, ...details }, SEEDING),
    ),
    teams: await countAdded(DEMO_TEAMS, ({ name, lead, ...details }) =>
      teams.add({ _id: name, teamLead: lead, ...details }, SEEDING),
    ),
    meetings: await countAdded(DEMO_MEETINGS, (meeting) =>
      meetings.add(demoMeetingInput(meeting, now, timeZone), SEEDING),
    ),
  };
}

/**
 * Adds each item in turn and counts those added. A refusal the API would answer (a duplicate key, a conflict, a rule
 * the item no longer meets) skips the item; anything else (the database is down) stops the seeding.
 */
async function countAdded<Item>(items: readonly Item[], add: (item: Item) => Promise<unknown>): Promise<number> {
  let added = 0;
  for (const item of items) {
    try {
      await add(item);
      added += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return added;
}

/**
 * The meeting as the form would send it, on its day (in the server's zone, as the seeding day is) at local times of
 * that zone. The meeting service takes past meetings (only the form refuses them), so the demo keeps two.
 */
function demoMeetingInput(meeting: DemoMeeting, now: Date, timeZone: string): MeetingInput {
  const { id, team, venue, day, weekday, from, to, comments } = meeting;
  const today = DateTime.fromISO(todayIn(timeZone, now.getTime()), { zone: 'utc' });
  // The first such weekday after the seeding day: 1 to 7 days on.
  const first = weekday === undefined ? today : today.plus({ days: ((weekday - today.weekday + 6) % 7) + 1 });
  let date = first.plus({ days: day });
  if (date.toISODate() === DEMO_FREE_DAY) date = date.plus({ weeks: 1 });
  const meetingDate = date.toISODate() ?? '';
  return {
    _id: id,
    team,
    venue,
    meetingDate,
    startTime: `${meetingDate}T${from}`,
    endTime: `${meetingDate}T${to}`,
    comments,
  };
}
