import type { Queryable } from '../db/database';
import { createMeetingsRepository, type MeetingPlace } from './meetings-repository';

/**
 * What other resources may ask about meetings, inside their own transaction: the ids of the meetings a team or venue
 * holds, asked before either is deleted. The foreign keys of the meetings table (`on delete restrict`) refuse a
 * delete that this check would have missed.
 */
export const meetingIdsUsing = (tx: Queryable, place: MeetingPlace): Promise<string[]> =>
  createMeetingsRepository(tx).idsUsing(place);
