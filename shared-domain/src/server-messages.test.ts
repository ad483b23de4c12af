import { meetingConflictMessage } from './meeting';
import { isStaleEditMessage, staleEditMessage } from './server-messages';

describe('the stale-edit refusal', () => {
  it('is told apart from every other 409, so only it offers Reload', () => {
    expect(isStaleEditMessage(staleEditMessage('venue', 'Library Room 2.14'))).toBe(true);
    expect(isStaleEditMessage(staleEditMessage('user', 'Paula_P'))).toBe(true);
    const conflict = meetingConflictMessage(
      'team',
      {
        _id: 'Kickoff',
        team: 'Data Science',
        venue: 'Main Hall',
        startTime: '2027-06-03T10:00:00.000Z',
        endTime: '2027-06-03T11:00:00.000Z',
      },
      'UTC',
    );
    expect(isStaleEditMessage(conflict)).toBe(false);
    expect(isStaleEditMessage('You cannot delete your own account.')).toBe(false);
  });
});
