import type { Queryable } from '../db/database';
import { createCalendarRepository, type FeedMeeting } from './calendar-repository';

export type { FeedMeeting };

/**
 * What other resources may do with the calendar, inside their own transaction: retire a user's feed links when the
 * user stops or starts being able to sign in, so that links handed out before never open again (a reactivated user
 * asks for new ones).
 */
export const retireFeedLinks = (tx: Queryable, userId: string): Promise<void> =>
  createCalendarRepository(tx).retireLinks(userId);

/** A meeting as its calendar event shows it, whatever the case of its id; null when there is none. */
export const findFeedMeeting = (tx: Queryable, id: string): Promise<FeedMeeting | null> =>
  createCalendarRepository(tx).meeting(id);
