import type { Meeting, MeetingConflictKind } from '@scheduler/shared-domain/meeting';
import type { Database, Queryable } from '../db/database';
import { jsonInPages } from '../db/json-pages';
import type { Interval } from './free-slots';
import type { InstantRange, MeetingSlot, MeetingWrite } from './meeting-wire';

/** Another meeting in the way, and what it takes: the venue or the team. */
export interface MeetingConflict {
  kind: MeetingConflictKind;
  other: Meeting;
}

export interface MeetingsRepository {
  /**
   * The meetings that overlap `range` as one JSON array, past to future, joined by the database from each meeting's
   * stored wire form: formatting them on each request is what a list of thousands must not do.
   */
  listJson(range: InstantRange): Promise<string>;
  /**
   * Every meeting as one JSON array, past to future, read in pages (of `pageRows`) through the start time index
   * (../db/json-pages.ts): inside a transaction with `snapshot`.
   */
  allJson(pageRows?: number): Promise<string>;
  /**
   * The version of the list of all meetings as text: the same while no transaction that changed the list commits,
   * here or in any other process, however it wrote (migration 027); other writes leave it as it is.
   */
  listVersion(): Promise<string>;
  /**
   * Whatever the case of `id`: ids are unique ignoring case. With `lock`, the row stays locked against other writes
   * until the transaction ends.
   */
  findById(id: string, options?: { lock?: boolean }): Promise<Meeting | null>;
  /** When a team, or a venue, holds a meeting that overlaps the range; in any order. */
  busyIntervals(place: { teamName: string; venueName: string | null }, range: InstantRange): Promise<Interval[]>;
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
  /**
   * Answers the deleted meeting as it was, or null when there was none. Its series' event changed `at` (DTSTAMP and
   * LAST-MODIFIED; the database raises its SEQUENCE, migration 024).
   */
  delete(id: string, at: Date): Promise<Meeting | null>;
  /** The ids of the meetings held by a team or at a venue, sorted; empty when the team or venue may be deleted. */
  idsUsing(place: MeetingPlace): Promise<string[]>;
  /**
   * Raises the calendar SEQUENCE of every meeting of a team or venue and marks their events changed at `at` (migration
   * 015), leaving their updatedDate alone. Locks them in start order, as a series update does.
   */
  eventsChanged(place: MeetingPlace, at: Date): Promise<void>;
  /**
   * Adds the meetings of a series, each with `seriesId`, and the series' calendar event of `rule` (migration 024), in
   * one statement; answers them in the order given.
   */
  createSeries(meetings: readonly MeetingWrite[], series: { id: string; rule: string }, now: Date): Promise<Meeting[]>;
  /** Adds meetings of no series in one statement; answers them in the order given. */
  createMany(meetings: readonly MeetingWrite[], now: Date): Promise<Meeting[]>;
  /**
   * For each of `slots`, each at its own place, the meeting it would clash with (the venue's first, then the earliest),
   * by the index of the slot; never one of `exceptIds`.
   */
  conflictsOf(slots: readonly MeetingSlot[], exceptIds: readonly string[]): Promise<Map<number, MeetingConflict>>;
  /**
   * Which of `ids` are taken, whatever their case, as the ids were given: by a meeting, or as the name of a series, so
   * that a new series never joins an old one whose first meeting was deleted.
   */
  takenIds(ids: readonly string[]): Promise<string[]>;
  /** The meetings of a series from `from` on, soonest first, locked against other writes. */
  seriesFrom(seriesId: string, from: Date): Promise<Meeting[]>;
  /** Deletes the meetings of `ids`, whatever their case, as `delete` does; answers how many it deleted. */
  deleteMany(ids: readonly string[], at: Date): Promise<number>;
}

/** A team or a venue, by its stored name. */
export type MeetingPlace = { team: string; venue?: undefined } | { venue: string; team?: undefined };

/** Each meeting's `wire_json` is the record the API sends, written by the database (migration 004). */
const fromWire = (rows: { wire_json: string }[]): Meeting[] => rows.map((row) => JSON.parse(row.wire_json));

/** Past to future; two meetings that start together (at different venues, of different teams) by id. */
const BY_START = 'start_time, id collate "C"';

/**
 * Meetings that overlap the range between two parameters, by the range expression of the exclusion constraints
 * (migration 004) and of the time index (migration 013), so their GiST indexes serve it.
 */
const overlapping = (start: string, end: string) =>
  `tstzrange(start_time, end_time, '[)') && tstzrange(${start}, ${end}, '[)')`;
const OVERLAPS_RANGE = overlapping('$1::timestamptz', '$2::timestamptz');
const CLASHES_WITH_SLOT = `${overlapping('$3', '$4')} and lower(id) is distinct from lower($5)`;

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

/** What an insert of many returned, in the order of what it wrote. */
function inGivenOrder(written: readonly MeetingWrite[], created: readonly Meeting[]): Meeting[] {
  const byId = new Map(created.map((meeting) => [meeting._id, meeting]));
  return written.flatMap((meeting) => byId.get(meeting.id) ?? []);
}

export function createMeetingsRepository(db: Queryable): MeetingsRepository {
  const many = async (where: string, params: unknown[], rest = '') =>
    fromWire(await db.query(`select wire_json from meetings where ${where} ${rest}`, params));
  const one = async (where: string, params: unknown[], rest = '') => (await many(where, params, rest))[0] ?? null;
  const written = async (sql: string, params: unknown[], prepared?: string) =>
    fromWire(await db.query(sql, params, { prepared }))[0] ?? null;
  // A deleted meeting changes its series' event, after the delete's own locks (those of a meeting's update).
  const seriesEventsChanged = async (seriesUids: readonly (string | null)[], at: Date) => {
    const uids = [...new Set(seriesUids.filter((uid) => uid !== null))];
    if (uids.length === 0) return;
    await db.query(
      'update meeting_series set event_changed_at = greatest(event_changed_at, $2) where uid = any($1::uuid[])',
      [uids, at],
    );
  };

  return {
    listJson: async (range) => {
      // As text, which neither driver parses, after a scan of the time index.
      const [row] = await db.query<{ meetings: string | null }>(
        `select '[' || string_agg(wire_json, ',' order by ${BY_START}) || ']' as meetings
           from meetings where ${OVERLAPS_RANGE}`,
        [range.start, range.end],
      );
      return row?.meetings ?? '[]';
    },
    allJson: (pageRows) =>
      jsonInPages(db, { from: 'meetings', json: 'wire_json', where: 'true', key: '' }, [], { pageRows }),
    listVersion: async () => {
      const [row] = await db.query<{ version: string }>(
        'select coalesce(sum(version), 0)::text as version from meeting_list_versions',
        [],
        { prepared: 'meeting-list-version' },
      );
      return row?.version ?? '';
    },
    busyIntervals: async ({ teamName, venueName }, range) => {
      // One scan of each exclusion constraint's index: the team's meetings then, and the venue's.
      const rows = await db.query<{ start_time: Date; end_time: Date }>(
        `select start_time, end_time from meetings where (team_name = $3 or venue_name = $4) and ${OVERLAPS_RANGE}`,
        [range.start, range.end, teamName, venueName],
      );
      return rows.map((row) => ({ start: row.start_time.getTime(), end: row.end_time.getTime() }));
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
        'add-meeting',
      ),
    update: (meeting, now) =>
      written(
        `update meetings
            set team_name = $2, venue_name = $3, start_time = $4, end_time = $5, comments = $6, updated_date = $7
          where lower(id) = lower($1)
      returning wire_json`,
        writeParams(meeting, now),
      ),
    delete: async (id, at) => {
      const [row] = await db.query<{ wire_json: string; series_uid: string | null }>(
        'delete from meetings where lower(id) = lower($1) returning wire_json, series_uid',
        [id],
      );
      if (!row) return null;
      await seriesEventsChanged([row.series_uid], at);
      return JSON.parse(row.wire_json);
    },
    idsUsing: async ({ team, venue }) =>
      (
        await db.query<{ id: string }>(
          `select id from meetings where team_name = $1 or venue_name = $2 order by lower(id) collate "C", id collate "C"`,
          [team ?? null, venue ?? null],
        )
      ).map((row) => row.id),
    eventsChanged: async ({ team, venue }, at) => {
      await db.query(
        `update meetings set sequence = sequence + 1, event_changed_at = greatest(event_changed_at, $3)
          where id in (select id from meetings where team_name = $1 or venue_name = $2
                        order by ${BY_START} for no key update)`,
        [team ?? null, venue ?? null, at],
      );
    },
    createSeries: async (meetings, series, now) => {
      const first = meetings[0];
      if (!first) return [];
      const created = fromWire(
        await db.query(
          `with series as (
             insert into meeting_series (rule, occurrence_starts, first_end, event_changed_at)
             values ($9, $7::timestamptz[], $10, $5) returning uid)
           insert into meetings (id, team_name, venue_name, start_time, end_time, comments, updated_date, series_id,
                                 series_uid, recurrence_start)
           select id, $2, $3, start_time, end_time, $4, $5, $6, series.uid, start_time
             from unnest($1::text[], $7::timestamptz[], $8::timestamptz[]) as added (id, start_time, end_time), series
        returning wire_json`,
          [
            meetings.map((meeting) => meeting.id),
            first.teamName,
            first.venueName,
            first.comments,
            now,
            series.id,
            meetings.map((meeting) => meeting.startTime),
            meetings.map((meeting) => meeting.endTime),
            series.rule,
            first.endTime,
          ],
        ),
      );
      return inGivenOrder(meetings, created);
    },
    createMany: async (meetings, now) => {
      const created = fromWire(
        await db.query(
          `${INSERT_MEETING}
           select id, team_name, venue_name, start_time, end_time, comments, $7
             from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::text[])
                  as added (id, team_name, venue_name, start_time, end_time, comments)
        returning wire_json`,
          [
            meetings.map((meeting) => meeting.id),
            meetings.map((meeting) => meeting.teamName),
            meetings.map((meeting) => meeting.venueName),
            meetings.map((meeting) => meeting.startTime),
            meetings.map((meeting) => meeting.endTime),
            meetings.map((meeting) => meeting.comments),
            now,
          ],
        ),
      );
      return inGivenOrder(meetings, created);
    },
    conflictsOf: async (slots, exceptIds) => {
      const rows = await db.query<{ position: number; kind: MeetingConflictKind; wire_json: string }>(
        `select distinct on (slot.position) slot.position::int as position,
                case when meetings.venue_name = slot.venue_name then 'venue' else 'team' end as kind, wire_json
           from unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[]) with ordinality
                as slot (team_name, venue_name, start_time, end_time, position)
           join meetings on (meetings.venue_name = slot.venue_name or meetings.team_name = slot.team_name)
            and tstzrange(meetings.start_time, meetings.end_time, '[)') && tstzrange(slot.start_time, slot.end_time, '[)')
            and lower(id) <> all ($5::text[])
          order by slot.position, meetings.venue_name = slot.venue_name desc, meetings.start_time, id collate "C"`,
        [
          slots.map((slot) => slot.teamName),
          slots.map((slot) => slot.venueName),
          slots.map((slot) => slot.startTime),
          slots.map((slot) => slot.endTime),
          exceptIds.map((id) => id.toLowerCase()),
        ],
      );
      return new Map(rows.map((row) => [row.position - 1, { kind: row.kind, other: JSON.parse(row.wire_json) }]));
    },
    takenIds: async (ids) => {
      const taken = new Set(
        (
          await db.query<{ id: string }>(
            `select lower(id) as id from meetings where lower(id) = any ($1::text[])
             union select lower(series_id) from meetings where lower(series_id) = any ($1::text[])`,
            [ids.map((id) => id.toLowerCase())],
          )
        ).map((row) => row.id),
      );
      return ids.filter((id) => taken.has(id.toLowerCase()));
    },
    seriesFrom: (seriesId, from) =>
      many(
        'lower(series_id) = lower($1) and start_time >= $2',
        [seriesId, from],
        `order by ${BY_START} for no key update`,
      ),
    deleteMany: async (ids, at) => {
      const rows = await db.query<{ series_uid: string | null }>(
        'delete from meetings where lower(id) = any ($1::text[]) returning series_uid',
        [ids.map((id) => id.toLowerCase())],
      );
      await seriesEventsChanged(
        rows.map((row) => row.series_uid),
        at,
      );
      return rows.length;
    },
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
