// Test data for this section's tests only.
import type { Meeting } from '@scheduler/shared-domain/meeting';

export const weeklySync: Meeting = {
  _id: 'Weekly sync',
  team: 'Data Science',
  venue: 'Main Hall',
  meetingDate: '2026-11-23',
  startTime: '2026-11-23T14:30:00.000Z',
  endTime: '2026-11-23T15:30:00.000Z',
  comments: 'Bring laptops',
  updatedDate: '2026-11-20T09:00:00.000Z',
};

export const earlierReview: Meeting = {
  ...weeklySync,
  _id: 'Review',
  meetingDate: '2026-11-21',
  startTime: '2026-11-21T09:00:00.000Z',
  endTime: '2026-11-21T10:00:00.000Z',
};
