import { FREE_SLOT_LIMITS } from '@scheduler/shared-domain/limits';
import { LATEST_MEETING_DATE, MEETING_MINUTE_STEP } from '@scheduler/shared-domain/meeting';
import type { FreeSlot, FreeSlotsQuery } from '@scheduler/shared-domain/meeting-range';
import { instantOf } from '@scheduler/shared-domain/zoned-time';
import type { WorkingHours } from '../config';
import type { Database } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { findTeamName, teamNotFound } from '../teams/team-queries';
import { findVenueName, venueNotFound } from '../venues/venue-queries';
import { findFreeSlots } from './free-slots';
import { instantsOfRange } from './meeting-wire';
import { createMeetingsRepository } from './meetings-repository';

export interface FreeSlotFinderDeps {
  db: Database;
  now: Clock;
  /** TIME_ZONE: the zone of the days searched and of working hours. */
  timeZone: string;
  workingHours: WorkingHours;
}

/**
 * The first free slots of a team, and of a venue if one is named, earliest first and one an hour (findFreeSlots), after
 * `after` when it is given; 404 for no such team or venue. Reads only the meetings of that team or venue on those days.
 */
export function createFreeSlotFinder(deps: FreeSlotFinderDeps): (query: FreeSlotsQuery) => Promise<FreeSlot[]> {
  const { db, now, timeZone, workingHours } = deps;
  return async ({ team, venue, minutes, from, to, after }) => {
    const teamName = await findTeamName(db, team);
    if (teamName === null) throw teamNotFound();
    const venueName = venue === '' ? null : await findVenueName(db, venue);
    if (venue !== '' && venueName === null) throw venueNotFound();
    const busy = await createMeetingsRepository(db).busyIntervals(
      { teamName, venueName },
      instantsOfRange({ from, to }, timeZone),
    );
    const slots = findFreeSlots({
      busy,
      from,
      // Add Meeting allows no later day.
      to: to.localeCompare(LATEST_MEETING_DATE) > 0 ? LATEST_MEETING_DATE : to,
      workingHours,
      zone: timeZone,
      stepMinutes: MEETING_MINUTE_STEP,
      minutes,
      now: now(),
      limit: FREE_SLOT_LIMITS.results,
      after: after === '' ? null : instantOf(after, 'UTC').toMillis(),
    });
    return slots.map(({ start, end }) => ({
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
    }));
  };
}
