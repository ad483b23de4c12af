import type { Meeting, MeetingConflictKind } from '@scheduler/shared-domain/meeting';
import type { Database, Queryable } from '../db/database';
import type { MeetingSlot, MeetingWrite } from './meeting-wire';

/** Another meeting in the way, and what it takes: the venue or the team. */
export interface MeetingConflict {
  kind: MeetingConflictKind;
  other: Meeting;
}

export interface MeetingsRepository {
  /**
   * Every meeting as one JSON array, past to future, joined by the database from each meeting's stored wire form:
   * 10,000 meetings must answer well under 100 ms (issue 6), which formatting them on each request does not.
   */
  listJson(): Promise<string>;
  /**
   * Whatever the case of `id`: ids are unique ignoring case. With `lock`, the row stays locked against other writes
   * until the transaction ends.
   */
  findById(id: string, options?: { lock?: boolean }): Promise<Meeting | null>;
  /** The next `limit` meetings of a team that have not ended at `now`, soonest first. */
  schedule(teamName: string, now: Date, limit: number): Promise<Meeting[]>;
  /** Whether a meeting of this id exists, whatever its case. */
  exists(id: string): Promise<boolean>;
  /**
   * A meeting that would share its venue with `slot` at some moment, or else one that would share its team; never
   * `exceptId` (in any case), the meeting an update replaces.
   */
  findConflict(slot: MeetingSlot, exceptId?: string): Promise<MeetingConflict | null>;
  create(meeting: MeetingWrite, now: Date): Promise<Meeting>;
  /**
   * Stores a meeting whose team and venue are named in any case, under their stored names, in one statement; null
   * when either is missing. A taken id, a clash or a place deleted meanwhile is the database's error to raise.
   */
  createAtPlaces(meeting: MeetingWrite, now: Date): Promise<Meeting | null>;
  /** Never renames. Answers the updated meeting, or null when there is none of that id. */
  update(meeting: MeetingWrite, now: Date): Promise<Meeting | null>;
  /** Answers the id of the deleted meeting as stored, or null when there was none. */
  delete(id: string): Promise<string | null>;
  /** The ids of the meetings held by a team or at a venue, sorted; empty when the team or venue may be deleted. */
  idsUsing(place: MeetingPlace): Promise<string[]>;
}

/** A team or a venue, by its stored name. */
export type MeetingPlace = { team: string; venue?: undefined } | { venue: string; team?: undefined };

/** Each meeting's `wire_json` is the record the API sends, written by the database (migration 004). */
const fromWire = (rows: { wire_json: string }[]): Meeting[] => rows.map((row) => JSON.parse(row.wire_json));

/** Past to future; two meetings that start together (at different venues, of different teams) by id. */
const BY_START = 'start_time, id collate "C"';

/** The same range expression as the exclusion constraints of migration 004, so their GiST indexes serve the check. */
const CLASHES_WITH_SLOT = `tstzrange(start_time, end_time, '[)') && tstzrange($3, $4, '[)')
  and lower(id) is distinct from lower($5)`;

/** The meeting date is not written: the database derives it from the start (migration 007). */
const INSERT_MEETING = 'insert into meetings (id, team_name, venue_name, start_time, end_time, comments, updated_date)';

const writeParams = (meeting: MeetingWrite, now: Date) => [
  meeting.id,
  meeting.teamName,
  meeting.venueName,
  meeting.startTime,
  meeting.endTime,
  meeting.comments,
  now,
];

export function createMeetingsRepository(db: Queryable): MeetingsRepository {
  const many = async (where: string, params: unknown[], rest = '') =>
    fromWire(await db.query(`select wire_json from meetings where ${where} ${rest}`, params));
  const one = async (where: string, params: unknown[], rest = '') => (await many(where, params, rest))[0] ?? null;
  const written = async (sql: string, params: unknown[]) => fromWire(await db.query(sql, params))[0] ?? null;

  return {
    listJson: async () => {
      // As text, which neither driver parses. The aggregate sorts the rows itself after one sequential scan: with
      // 10,000 meetings that runs in about a third of the time of reading them in order through the start time index.
      const [row] = await db.query<{ meetings: string | null }>(
        `select '[' || string_agg(wire_json, ',' order by ${BY_START}) || ']' as meetings from meetings`,
      );
      return row?.meetings ?? '[]';
    },
    findById: (id, options) => one('lower(id) = lower($1)', [id], options?.lock ? 'for no key update' : ''),
    schedule: (teamName, now, limit) =>
      many('team_name = $1 and end_time > $2', [teamName, now, limit], `order by ${BY_START} limit $3`),
    exists: async (id) => (await db.query('select 1 from meetings where lower(id) = lower($1)', [id])).length > 0,
    findConflict: async (slot, exceptId) => {
      // One scan of the meetings at that time (an exclusion constraint's index), a venue clash first. Planning the
      // query costs more than running it, so it is kept this plain: a union of the two checks plans four times slower.
      const [row] = await db.query<{ kind: MeetingConflictKind; wire_json: string }>(
        `select case when venue_name = $1 then 'venue' else 'team' end as kind, wire_json
           from meetings
          where (venue_name = $1 or team_name = $2) and ${CLASHES_WITH_SLOT}
          order by venue_name = $1 desc, ${BY_START}
          limit 1`,
        [slot.venueName, slot.teamName, slot.startTime, slot.endTime, exceptId ?? null],
      );
      return row ? { kind: row.kind, other: JSON.parse(row.wire_json) } : null;
    },
    create: async (meeting, now) => {
      const created = await written(
        `${INSERT_MEETING} values ($1, $2, $3, $4, $5, $6, $7) returning wire_json`,
        writeParams(meeting, now),
      );
      if (!created) throw new Error('Inserting a meeting stored no row.');
      return created;
    },
    createAtPlaces: (meeting, now) =>
      written(
        `${INSERT_MEETING}
         select $1, teams.name, venues.name, $4, $5, $6, $7 from teams, venues
          where lower(teams.name) = lower($2) and lower(venues.name) = lower($3)
         returning wire_json`,
        writeParams(meeting, now),
      ),
    update: (meeting, now) =>
      written(
        `update meetings
            set team_name = $2, venue_name = $3, start_time = $4, end_time = $5, comments = $6, updated_date = $7
          where lower(id) = lower($1)
      returning wire_json`,
        writeParams(meeting, now),
      ),
    delete: async (id) => {
      const [row] = await db.query<{ id: string }>('delete from meetings where lower(id) = lower($1) returning id', [
        id,
      ]);
      return row?.id ?? null;
    },
    idsUsing: async ({ team, venue }) =>
      (
        await db.query<{ id: string }>(
          `select id from meetings where team_name = $1 or venue_name = $2 order by lower(id) collate "C", id collate "C"`,
          [team ?? null, venue ?? null],
        )
      ).map((row) => row.id),
  };
}

/**
 * Writes the server's TIME_ZONE where the database derives each meeting's date from its start (migration 007), and
 * derives the dates again when the zone changed since the last start. Run at start, after the migrations.
 */
export async function storeMeetingTimeZone(db: Database, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await tx.query('update meeting_time_zone set zone = $1 where zone <> $1 returning zone', [
      timeZone,
    ]);
    if (changed.length > 0) await tx.query('update meetings set start_time = start_time');
  });
}
