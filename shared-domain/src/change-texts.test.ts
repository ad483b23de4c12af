import { loadCatalogs } from './catalog-files';
import type { ChangeEntry } from './change';
import { changedElsewhereText, changeHeading, fieldChangeTexts } from './change-texts';
import { type MessageDescriptor, type MessageValues, translate } from './i18n';

const ZONE = 'Europe/Warsaw';
const entry = (overrides: Partial<ChangeEntry>): ChangeEntry => ({
  id: '41',
  at: '2026-11-24T09:02:00.000Z',
  actor: 'jsmith',
  action: 'update',
  kind: 'meeting',
  recordId: 'm1',
  fields: {},
  ...overrides,
});

describe('how a change reads', () => {
  it('heads an entry with who and when, in the display zone, as the meeting list writes dates and times', () => {
    expect(changeHeading(entry({}), ZONE)).toBe('Changed by jsmith on Tue Nov 24 2026 10:02 am');
    expect(changeHeading(entry({}), 'America/New_York')).toBe('Changed by jsmith on Tue Nov 24 2026 04:02 am');
    expect(changeHeading(entry({ action: 'sign-in-limited', kind: 'user' }), ZONE)).toBe(
      'Sign-in locked after too many failed attempts by jsmith on Tue Nov 24 2026 10:02 am',
    );
  });

  it("writes each field with the list's label and format, old → new, in the list's order, and no secret", () => {
    const moved = entry({
      fields: {
        updatedDate: { old: '2026-11-20T08:00:00.000Z', new: '2026-11-24T09:02:00.000Z' },
        endTime: { old: '2026-11-25T09:00:00.000Z', new: '2026-11-25T10:00:00.000Z' },
        startTime: { old: '2026-11-25T08:00:00.000Z', new: '2026-11-25T09:00:00.000Z' },
        meetingDate: { old: '2026-11-25', new: '2026-11-26' },
      },
    });
    expect(fieldChangeTexts(moved, ZONE)).toEqual([
      'Date: Wed Nov 25 2026 → Thu Nov 26 2026',
      'Start: 09:00 am → 10:00 am',
      'End: 10:00 am → 11:00 am',
    ]);
    const user = entry({
      kind: 'user',
      fields: { password: { secret: true }, inActive: { old: false, new: true }, role: { old: 'User', new: 'Admin' } },
    });
    expect(fieldChangeTexts(user, ZONE)).toEqual(['Role: User → Admin', 'Active: Yes → No', 'Password changed']);
    const added = entry({
      kind: 'user',
      action: 'create',
      fields: {
        _id: { new: '0b7f5c1e-3d2a-4f7b-9c1d-2e3f4a5b6c7d' },
        username: { new: 'lchen' },
        createdDate: { new: '2026-11-24T09:02:00.000Z' },
        signIn: { new: 'ldap' },
      },
    });
    expect(fieldChangeTexts(added, ZONE)).toEqual(['User Name: lchen', 'Signs in with: Directory (LDAP)']);
    const preferences = entry({
      kind: 'user',
      fields: { mailChanges: { old: true, new: false }, reminder: { old: '1h', new: 'none' } },
    });
    expect(fieldChangeTexts(preferences, ZONE)).toEqual([
      'Invitations and changes by email: Yes → No',
      'Reminder: 1 hour before → None',
    ]);
    const token = entry({ kind: 'user', action: 'api-token-create', fields: { apiToken: { new: 'ci-bot' } } });
    expect(fieldChangeTexts(token, ZONE)).toEqual(['API token: ci-bot']);
    const venue = entry({
      kind: 'venue',
      action: 'delete',
      fields: { RG_contact: { old: 'jsmith' }, town: { old: 'X' } },
    });
    expect(fieldChangeTexts(venue, ZONE)).toEqual(['Internal Contact: jsmith', 'Town: X']);
    const team = entry({ kind: 'team', action: 'create', fields: { members: { new: ['ada', 'grace'] } } });
    expect(fieldChangeTexts(team, ZONE)).toEqual(['Team Members: ada, grace']);
  });

  it('writes a change’s times and dates in the reader’s language', async () => {
    await loadCatalogs('pl', ['shell']);
    const polish = {
      say: (descriptor: MessageDescriptor, values?: MessageValues) => translate('pl', descriptor, values),
      language: 'pl' as const,
    };
    expect(changeHeading(entry({}), ZONE, polish)).toBe('Zmieniono: jsmith, wt., 24 lis 2026 10:02');
    const moved = entry({ fields: { meetingDate: { old: '2026-11-24', new: '2026-11-25' } } });
    expect(fieldChangeTexts(moved, ZONE, polish)).toEqual(['Data: wt., 24 lis 2026 → śr., 25 lis 2026']);
  });

  it('tells an edit screen who changed or deleted its record, and when', () => {
    expect(changedElsewhereText(entry({ kind: 'venue' }), ZONE)).toBe(
      'jsmith changed this venue at 10:02 am. Reload to see their changes.',
    );
    expect(changedElsewhereText(entry({ kind: 'venue', action: 'delete' }), ZONE)).toBe(
      'jsmith deleted this venue at 10:02 am.',
    );
  });
});
