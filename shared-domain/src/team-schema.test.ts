import type * as v from 'valibot';
import { addTeamSchema, TEAM_MESSAGES as M, updateTeamSchema } from './team-schema';
import { validateInOrder } from './validation';

const validTeam = {
  _id: 'Data Science',
  description: 'Models & data (weekly): stand-up?',
  teamLead: 'jsmith',
  members: ['lchen', 'mgarcia'],
  zoomLink: 'https://meet.example.org/ds',
  comments: 'Room booked "as usual".',
};
/** C0, DEL and C1. */
const CONTROL_CHARACTERS = [...Array(32).keys(), 0x7f, ...Array.from({ length: 32 }, (_, index) => 0x80 + index)].map(
  (code) => String.fromCodePoint(code),
);
const firstFailure = (change: object, schema: typeof addTeamSchema | typeof updateTeamSchema = addTeamSchema) => {
  const result = validateInOrder<v.GenericSchema>(schema, {
    ...validTeam,
    updatedDate: '2026-11-20T09:00:00.000Z',
    ...change,
  });
  return result.ok ? null : result.message;
};

describe('addTeamSchema (SPEC §5 Team)', () => {
  it('accepts a valid team', () => {
    expect(validateInOrder(addTeamSchema, validTeam)).toEqual({ ok: true, value: validTeam });
  });

  it.each([
    [{ _id: '' }, 'Team Name is required.'],
    [{ _id: 't'.repeat(49) }, 'Team Name field exceeds max length of 48 characters'],
    [{ _id: 'Data-Science' }, 'Team Name must consist only of a-z A-Z 0-9 space and underscore characters'],
    [{ description: ' ' }, 'Description is required.'],
    [{ description: 'd'.repeat(255) }, 'Description field exceeds max length of 254 characters'],
    [{ description: 'a < b' }, M.descriptionCharacters],
    [{ teamLead: '' }, 'Team Lead is required.'],
    [{ members: [] }, 'One or more team members are required.'],
    [{ members: ['lchen', 'lchen'] }, M.membersRepeated],
    [
      { zoomLink: `https://meet.example.org/${'z'.repeat(240)}` },
      'Meeting Link field exceeds max length of 254 characters',
    ],
    [{ zoomLink: 'zoom.us/j/1' }, 'Meeting Link URL format is invalid,'],
    [{ comments: 'c'.repeat(255) }, 'Comments field exceeds max length of 254 characters'],
    [
      { comments: '<b>' },
      'Comments must consist only of a-z A-Z 0-9 _ . , ? : ; " \' = - + ( ) * & % $ # @ ! and space characters',
    ],
  ])('refuses %j with its message', (change, message) => {
    expect(firstFailure(change)).toBe(message);
  });

  it('refuses a meeting link with any control character in it (it would reach the iCalendar text raw)', () => {
    const taken = CONTROL_CHARACTERS.filter(
      (character) => firstFailure({ zoomLink: `https://meet.example.org/d${character}s` }) !== M.linkInvalid,
    );
    expect(taken.map((character) => character.codePointAt(0)?.toString(16))).toEqual([]);
  });

  it('stops at the first failure in SPEC order', () => {
    expect(firstFailure({ _id: '', description: '', members: [] })).toBe(M.nameRequired);
    expect(firstFailure({ teamLead: '', members: [], comments: '<' })).toBe(M.leadRequired);
  });

  it('does not count blank entries as members, and drops them', () => {
    expect(firstFailure({ members: ['', ' '] })).toBe(M.membersRequired);
    expect(validateInOrder(addTeamSchema, { ...validTeam, members: ['lchen', '', ' '] })).toMatchObject({
      ok: true,
      value: { members: ['lchen'] },
    });
  });
});

describe('updateTeamSchema', () => {
  it('does not recheck the fixed name beyond its presence', () => {
    expect(firstFailure({ _id: 'Legacy-Team' }, updateTeamSchema)).toBeNull();
    expect(firstFailure({ _id: '' }, updateTeamSchema)).toBe(M.nameRequired);
  });

  it('needs the updatedDate the edit started from, after the SPEC checks', () => {
    expect(firstFailure({ updatedDate: '' }, updateTeamSchema)).toBe(M.updatedDateRequired);
    expect(firstFailure({ updatedDate: 'soon', comments: '<' }, updateTeamSchema)).toBe(M.commentsCharacters);
  });
});
