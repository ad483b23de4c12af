import type { Queryable } from '../db/database';
import { createMeetingsRepository, type MeetingPlace } from './meetings-repository';

/**
 * What other resources may ask about meetings, inside their own transaction: the ids of the meetings a team or venue
 * holds, asked before either is deleted. The foreign keys of the meetings table (`on delete restrict`) refuse a
 * delete that this check would have missed.
 */
export const meetingIdsUsing = (tx: Queryable, place: MeetingPlace): Promise<string[]> =>
  createMeetingsRepository(tx).idsUsing(place);

/**
 * A team's or venue's update that changes what its meetings' calendar events show (a venue's address, town or map
 * link, a team's meeting link) or who sees them (someone leaves the team or stops being a contact) raises their
 * SEQUENCE with it, in its own transaction. Before the update takes the team's lock: a meeting update locks its row,
 * then its team.
 */
export const meetingEventsChanged = (tx: Queryable, place: MeetingPlace, at: Date): Promise<void> =>
  createMeetingsRepository(tx).eventsChanged(place, at);

/** Whether a meeting of this id exists, whatever its case. */
export const meetingExists = (tx: Queryable, id: string): Promise<boolean> => createMeetingsRepository(tx).exists(id);
