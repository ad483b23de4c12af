import { collectionOf } from '@scheduler/shared-domain/change';
import type { Message } from '@scheduler/shared-domain/i18n';
import { type AddOrigin, created, deleted, recordChanges, updated } from '../changes/change-queries';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { withDuplicateKeyCheck } from '../db/duplicate-key';
import { conflict, type HttpError } from '../http/http-error';
import { nextUpdatedDate, refuseStaleEdit } from '../http/stale-edit';
import { type MeetingMailSettings, meetingMail } from '../mail/mail-queries';
import { type MeetingPlace, meetingEventsChanged, meetingIdsUsing } from '../meetings/meeting-queries';
import { anyUserLeaves, lockUserChanges } from '../users/user-queries';
import type { PlaceRepository } from './place-repository';

interface StoredPlace {
  name: string;
  updatedDate: Date;
}

/**
 * What differs between the kinds of record a meeting takes place at or for (its venue, its team). Everything else is
 * the one write protocol below, which both follow; docs/adding-a-resource.md walks through it.
 */
export interface MeetingPlaceKind<Input extends { _id: string }, Stored extends StoredPlace, Changes> {
  kind: 'team' | 'venue';
  repository(db: Queryable): PlaceRepository<Stored, Changes>;
  notFound(): HttpError;
  /** The 409's message when meetings still name the record. */
  inUse(name: string, meetingIds: readonly string[]): Message;
  /**
   * The input's changes with the users it names as ids, refused with a 400 naming the field when one may not be
   * named. Called under the lock of user changes, so that a named user cannot be deleted, demoted or deactivated
   * between this check and the write (a user change looks for teams and venues under the same lock).
   */
  checkedChanges(tx: Queryable, input: Input): Promise<Changes>;
  /** Who sees the record's meetings through it: the usernames it names now ('' for none), and the ids it will. */
  people(stored: Stored): readonly string[];
  peopleAfter(changes: Changes): readonly (string | null)[];
  /** Whether the write changes what the calendar events of its meetings show of it. */
  eventsShowChange(stored: Stored, changes: Changes): boolean;
  /** The record as the API and the change record name its fields. */
  toRecord(stored: Stored): { _id: string };
}

/** Reading, creating, changing and deleting one kind of meeting place with the rules the form schemas cannot check. */
export interface MeetingPlaceService<Input, Stored> {
  /** Whatever the case of `name`; 404 when there is none. */
  get(name: string): Promise<Stored>;
  /** Sorted by name, ignoring case. */
  list(): Promise<Stored[]>;
  names(): Promise<string[]>;
  add(input: Input, origin: AddOrigin): Promise<Stored>;
  /** Finds the record by `_id`, whatever its case, and never renames it. */
  update(input: Input & { updatedDate: string }, actor: string): Promise<Stored>;
  /** Answers the record as it was before it was deleted. */
  remove(name: string, actor: string): Promise<Stored>;
}

export interface MeetingPlaceDeps {
  db: Database;
  now: Clock;
  /** What messages to the people of its meetings are written with; none are sent without (seeding). */
  mail?: MeetingMailSettings;
}

export function createMeetingPlaceService<Input extends { _id: string }, Stored extends StoredPlace, Changes>(
  place: MeetingPlaceKind<Input, Stored, Changes>,
  { db, now, mail: mailSettings }: MeetingPlaceDeps,
): MeetingPlaceService<Input, Stored> {
  const mail = meetingMail(mailSettings);
  const { kind } = place;
  const meetingsOf = (name: string): MeetingPlace => (kind === 'team' ? { team: name } : { venue: name });
  const found = (stored: Stored | null): Stored => {
    if (!stored) throw place.notFound();
    return stored;
  };
  return {
    get: async (name) => found(await place.repository(db).findByName(name)),

    list: () => place.repository(db).list(),

    names: () => place.repository(db).names(),

    add: (input, { actor, action }) =>
      withDuplicateKeyCheck(collectionOf(kind), input._id, () =>
        db.transaction(async (tx) => {
          await lockUserChanges(tx);
          const at = new Date(now());
          const stored = await place.repository(tx).create(input._id, await place.checkedChanges(tx, input), at);
          await recordChanges(tx, { actor, at }, [created(kind, place.toRecord(stored), action)]);
          return stored;
        }),
      ),

    update: (input, actor) =>
      db.transaction(async (tx) => {
        const records = place.repository(tx);
        // Every write of a place takes this lock first: of two updates of one record, the second reads what the
        // first wrote.
        await lockUserChanges(tx);
        const stored = found(await records.findByName(input._id));
        refuseStaleEdit({ kind, key: stored.name, updatedDate: stored.updatedDate }, input.updatedDate);
        const changes = await place.checkedChanges(tx, input);
        const updatedDate = nextUpdatedDate(now(), stored);
        // Who stops seeing its meetings hears those to come are off for them, who starts is invited, all hear of
        // what changed in them.
        const before = await mail.beforeAt(tx, { kind, name: stored.name }, new Date(now()));
        // What its meetings' calendar events show of it, or who sees them (a cancellation to whoever leaves must be
        // newer than their invitation); their rows are locked before the record's, as a meeting update does.
        const someoneLeaves = await anyUserLeaves(tx, place.people(stored), place.peopleAfter(changes));
        if (place.eventsShowChange(stored, changes) || someoneLeaves) {
          await meetingEventsChanged(tx, meetingsOf(stored.name), updatedDate);
        }
        // Who it names may change: a User's meeting update reads a team's members under the same lock.
        await records.lock([input._id]);
        const written = found(await records.update(input._id, changes, updatedDate));
        await recordChanges(tx, { actor, at: updatedDate }, [
          updated(kind, place.toRecord(stored), place.toRecord(written)),
        ]);
        await mail.retell(tx, before, updatedDate);
        return written;
      }),

    remove: (name, actor) =>
      db.transaction(async (tx) => {
        const records = place.repository(tx);
        // A meeting add that found the record is over before this looks for its meetings, or waits and finds none.
        await records.lock([name]);
        const stored = found(await records.findByName(name));
        const meetingIds = await meetingIdsUsing(tx, meetingsOf(stored.name));
        if (meetingIds.length > 0) throw conflict(place.inUse(stored.name, meetingIds));
        if (!(await records.delete(stored.name))) throw place.notFound();
        await recordChanges(tx, { actor, at: new Date(now()) }, [deleted(kind, place.toRecord(stored))]);
        return stored;
      }),
  };
}
