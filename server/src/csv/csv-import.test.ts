import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MESSAGES,
  CSV_MEETING_EXAMPLE,
  csvImportRefusedMessage,
  csvMeetingTimeMessage,
  csvMissingColumnMessage,
  csvRepeatedColumnMessage,
  csvUnknownColumnMessage,
} from '@scheduler/shared-domain/csv-import';
import { MEETING_MESSAGES } from '@scheduler/shared-domain/meeting-schema';
import { duplicateKeyMessage } from '@scheduler/shared-domain/server-messages';
import { USER_MESSAGES } from '@scheduler/shared-domain/user-schema';
import { useApiTest } from '../../test/api-test';
import { meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { bearer, storedUsers } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { readCsv } from './csv-reader';
import { BYTE_ORDER_MARK, toCsv } from './csv-writer';

const MEETING_COLUMNS = ['_id', 'team', 'venue', 'meetingDate', 'startTime', 'endTime', 'comments'];
const meetingsCsv = (rows: readonly Record<string, unknown>[]) => toCsv(MEETING_COLUMNS, rows);
const row = (id: string, team: string, venue: string, day: string, from: string, to: string) => ({
  ...newMeetingPayload({ _id: id, team, venue, ...on(day, from, to) }),
});

describe.each(testDatabaseEngines())('POST /api/import/<kind> on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const importCsv = (kind: string, body: string, query = '', contentType = 'text/csv') =>
    env.app.inject({
      method: 'POST',
      url: `/api/import/${kind}${query}`,
      headers: { ...bearer(people.chief.token), 'content-type': contentType },
      payload: body,
    });
  const exportCsv = async (kind: string) =>
    (await env.app.inject({ method: 'GET', url: `/api/export/${kind}.csv`, headers: bearer(people.chief.token) })).body;
  const changeCount = async () =>
    Number((await env.db.query<{ n: string }>('select count(*) as n from changes'))[0]?.n);

  it('checks every row against every rule of an add, stored meetings and the rows before it, and writes nothing', async () => {
    await meetings.add(people.chief.token, row('Kickoff', 'Data Science', 'Main Hall', '2030-05-06', '10:00', '11:00'));
    const clash = row('Clash', 'Outreach', 'Main Hall', '2030-05-06', '10:30', '11:30');
    // What an add of the clashing row answers, word for word.
    const addedClash = await env.app.inject({
      method: 'POST',
      url: '/api/meetings/add',
      headers: bearer(people.chief.token),
      payload: clash,
    });
    expect(addedClash.statusCode).toBe(409);
    const changesBefore = await changeCount();
    const file = meetingsCsv([
      row('Planning', 'Data Science', 'Annex', '2030-05-07', '10:00', '11:00'),
      row('Bad-id!', 'Data Science', 'Annex', '2030-05-08', '10:00', '11:00'),
      clash,
      row('Twin', 'Data Science', 'Main Hall', '2030-05-07', '10:30', '11:30'),
      row('Lost', 'Nowhere', 'Annex', '2030-05-09', '10:00', '11:00'),
      row('Kickoff', 'Outreach', 'Annex', '2030-05-10', '10:00', '11:00'),
      row('Late', 'Outreach', 'Annex', '2026-01-05', '10:00', '11:00'),
    ]);

    const preview = await importCsv('meetings', file, '?preview=1');
    expect(preview.statusCode).toBe(200);
    const errors = [
      { row: 3, field: '_id', message: MEETING_MESSAGES.idCharacters },
      { row: 4, field: 'startTime', message: addedClash.json().message },
      {
        row: 5,
        field: 'startTime',
        message: expect.stringMatching(/^Team Data Science already has meeting Planning /),
      },
      { row: 6, field: 'team', message: expect.stringContaining('Nowhere') },
      { row: 7, field: '_id', message: 'Duplicate key error - meetings Kickoff already exists' },
      { row: 8, field: 'startTime', message: MEETING_MESSAGES.inThePast },
    ];
    expect(preview.json()).toEqual({ rows: 7, errors });

    // Without preview, one broken row keeps every row out.
    const refused = await importCsv('meetings', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: csvImportRefusedMessage(6), rows: 7, errors });
    expect((await meetings.list(people.chief.token)).json().map((m: { _id: string }) => m._id)).toEqual(['Kickoff']);
    expect(await changeCount()).toBe(changesBefore);
  });

  it('refuses a row whose id or venue an earlier row of the file took, the venue before the team', async () => {
    const file = meetingsCsv([
      row('First', 'Data Science', 'Annex', '2030-05-07', '10:00', '11:00'),
      row('first', 'Outreach', 'Main Hall', '2030-05-07', '12:00', '13:00'),
      row('Second', 'Data Science', 'Annex', '2030-05-07', '10:30', '11:30'),
      row('Third', 'Outreach', 'Main Hall', '2030-05-07', '10:00', '11:00'),
    ]);
    const preview = await importCsv('meetings', file, '?preview=1');
    expect(preview.json().errors).toEqual([
      { row: 3, field: '_id', message: 'Duplicate key error - meetings first already exists' },
      {
        row: 4,
        field: 'startTime',
        message: expect.stringMatching(/^Venue Annex is already booked by meeting First on Tue May 07 2030 /),
      },
    ]);
  });

  it('adds every row of a file without a broken rule in one go, each as an add with its change entry', async () => {
    const file = meetingsCsv([
      row('Planning', 'Data Science', 'Annex', '2030-05-07', '10:00', '11:00'),
      row('Review', 'Outreach', 'Annex', '2030-05-07', '11:00', '12:00'),
    ]);
    const previewed = await importCsv('meetings', file, '?preview=1');
    expect(previewed.json()).toEqual({ rows: 2, errors: [] });
    expect((await meetings.list(people.chief.token)).json()).toEqual([]);

    const imported = await importCsv('meetings', file);
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toEqual({ rows: 2, errors: [] });
    const stored = (await meetings.list(people.chief.token)).json();
    expect(stored.map((m: { _id: string }) => m._id)).toEqual(['Planning', 'Review']);
    const entries = await env.db.query('select actor, action, kind, record_id from changes where kind = $1', [
      'meeting',
    ]);
    expect(entries).toEqual([
      { actor: 'chief', action: 'create', kind: 'meeting', record_id: 'Planning' },
      { actor: 'chief', action: 'create', kind: 'meeting', record_id: 'Review' },
    ]);
  });

  it('imports an export back unchanged: venues and teams, contacts, members and neutralised formulas', async () => {
    const venue = { _id: 'Lab', description: '=risky, "quoted"', RG_contact: 'chief', contact: 'kowalski' };
    const added = await env.app.inject({
      method: 'POST',
      url: '/api/venues/add',
      headers: bearer(people.chief.token),
      payload: { ...venue, website: '', calendar: '', address: '', town: '', location: '', iconimage: '' },
    });
    expect(added.statusCode).toBe(201);
    const exported = { venues: await exportCsv('venues'), teams: await exportCsv('teams') };
    for (const [kind, id] of [
      ['teams', 'Outreach'],
      ['teams', 'Data Science'],
      ['venues', 'Annex'],
      ['venues', 'Main Hall'],
      ['venues', 'Lab'],
    ]) {
      const url = `/api/${kind}/delete/${encodeURIComponent(id as string)}`;
      expect((await env.app.inject({ method: 'GET', url, headers: bearer(people.chief.token) })).statusCode).toBe(200);
    }

    for (const kind of ['venues', 'teams'] as const) {
      const imported = await importCsv(kind, exported[kind]);
      expect([kind, imported.statusCode, imported.json()]).toEqual([
        kind,
        201,
        { rows: kind === 'venues' ? 3 : 2, errors: [] },
      ]);
      const withoutUpdatedDate = (text: string) => readCsv(text).rows.map((cells) => cells.slice(0, -1));
      expect(withoutUpdatedDate(await exportCsv(kind))).toEqual(withoutUpdatedDate(exported[kind]));
    }
  });

  it('adds users without a password, sending those with an email address a link to set one', async () => {
    const columns = ['_id', 'username', 'firstname', 'lastname', 'role', 'email', 'mobile', 'inActive'];
    const users = [
      { username: 'ada_l', firstname: 'Ada', lastname: 'Lovelace', role: 'User', email: 'ada@example.org' },
      { username: 'nomail', firstname: 'No', lastname: 'Mail', role: 'User', email: '' },
      { username: 'kim', firstname: 'Kim', lastname: 'Contact', role: 'Contact', email: '' },
    ];
    const refused = await importCsv('users', toCsv(columns, users));
    expect(refused.json().errors).toEqual([{ row: 3, field: 'password', message: USER_MESSAGES.passwordRequired }]);

    const imported = await importCsv(
      'users',
      toCsv(
        columns,
        users.filter((user) => user.username !== 'nomail'),
      ),
    );
    expect(imported.statusCode).toBe(201);
    const ada = await storedUsers(env.app).findByUsername('ada_l');
    expect(ada?.passwordHash).toBeNull();
    const mail = await env.db.query('select recipient_email from outbox order by id');
    expect(mail).toEqual([{ recipient_email: 'ada@example.org' }]);
  });

  it('refuses a wrong header, another media type and a file over the limit before any row', async () => {
    const header = (names: string) => `${names}\r\nKickoff,Data Science,Main Hall,2030-05-06,,,\r\n`;
    const unknown = await importCsv('meetings', header('_id,team,venue,meetingDate,startTime,endTime,notes'));
    expect(unknown.json()).toEqual({
      message: csvUnknownColumnMessage('notes', [...MEETING_COLUMNS, 'updatedDate', 'seriesId']),
    });
    const missing = await importCsv('meetings', header('_id,team,venue,meetingDate,startTime,endTime,updatedDate'));
    expect(missing.json()).toEqual({ message: csvMissingColumnMessage('comments') });
    const repeated = await importCsv('meetings', header('_id,team,venue,meetingDate,startTime,endTime,_id'));
    expect(repeated.json()).toEqual({ message: csvRepeatedColumnMessage('_id') });
    for (const answer of [unknown, missing, repeated]) expect(answer.statusCode).toBe(400);

    const json = await importCsv('meetings', '{}', '', 'application/json');
    expect([json.statusCode, json.json()]).toEqual([415, { message: CSV_IMPORT_MESSAGES.notCsv }]);
    const tooLarge = await importCsv('meetings', `${MEETING_COLUMNS.join(',')}\r\n${'x'.repeat(CSV_IMPORT_MAX_BYTES)}`);
    expect(tooLarge.statusCode).toBe(413);
  });

  it('reads a file saved with semicolons, without a byte order mark', async () => {
    const file = `${MEETING_COLUMNS.join(';')}\nPlanning;Data Science;Annex;2030-05-07;2030-05-07T10:00:00Z;2030-05-07T11:00:00Z;Bring one chart, please\n`;
    expect((await importCsv('meetings', file)).statusCode).toBe(201);
    expect((await meetings.edit(people.chief.token, 'Planning')).json().comments).toBe('Bring one chart, please');
  });

  it("reads times as a person types them on the group's clock, exports them so, and names the forms it reads", async () => {
    await env.rebuildApp({ timeZone: 'Europe/Warsaw' });
    const place = { team: 'Data Science', venue: 'Annex', comments: '' };
    const file = meetingsCsv([
      { _id: 'Clock', ...place, meetingDate: '2030-05-07', startTime: '10:00', endTime: '11:30' },
      { _id: 'Late', ...place, meetingDate: '2030-05-08', startTime: '23:00', endTime: '00:30' },
      { _id: 'Day', ...place, meetingDate: '2030-05-09', startTime: '2030-05-09 12:00', endTime: '2030-05-09 13:00' },
      {
        _id: 'Instant',
        ...place,
        meetingDate: '2030-05-10',
        startTime: '2030-05-10T08:00:00.000Z',
        endTime: '2030-05-10T11:00+02:00',
      },
    ]);
    expect((await importCsv('meetings', file)).json()).toEqual({ rows: 4, errors: [] });
    // Warsaw is UTC+2 in May.
    const stored = (await meetings.list(people.chief.token)).json<
      { _id: string; startTime: string; endTime: string }[]
    >();
    expect(stored.map(({ _id, startTime, endTime }) => [_id, startTime, endTime])).toEqual([
      ['Clock', '2030-05-07T08:00:00.000Z', '2030-05-07T09:30:00.000Z'],
      ['Late', '2030-05-08T21:00:00.000Z', '2030-05-08T22:30:00.000Z'],
      ['Day', '2030-05-09T10:00:00.000Z', '2030-05-09T11:00:00.000Z'],
      ['Instant', '2030-05-10T08:00:00.000Z', '2030-05-10T09:00:00.000Z'],
    ]);
    const exported = (await exportCsv('meetings')).split('\r\n');
    expect(exported[1]).toMatch(
      /^Clock,Data Science,Annex,2030-05-07,2030-05-07T10:00\+02:00,2030-05-07T11:30\+02:00,/,
    );
    expect(exported[2]).toMatch(/^Late,Data Science,Annex,2030-05-08,2030-05-08T23:00\+02:00,2030-05-09T00:30\+02:00,/);

    const unreadable = meetingsCsv([
      { _id: 'Words', ...place, meetingDate: '2030-05-11', startTime: 'ten', endTime: '11:00' },
      { _id: 'Past midnight', ...place, meetingDate: '2030-05-11', startTime: '10:00', endTime: '2030-05-11 24:00' },
      { _id: 'No date', ...place, meetingDate: '', startTime: '10:00', endTime: '11:00' },
    ]);
    expect((await importCsv('meetings', unreadable, '?preview=1')).json().errors).toEqual([
      { row: 2, field: 'startTime', message: csvMeetingTimeMessage('startTime', 'Europe/Warsaw') },
      { row: 3, field: 'endTime', message: csvMeetingTimeMessage('endTime', 'Europe/Warsaw') },
      { row: 4, field: 'meetingDate', message: MEETING_MESSAGES.dateRequired },
    ]);
  });

  it('offers a template of each list: the header row of the columns it reads, with a byte order mark', async () => {
    const templateOf = (kind: string) =>
      env.app.inject({ method: 'GET', url: `/api/import/${kind}/template.csv`, headers: bearer(people.chief.token) });
    const venues = await templateOf('venues');
    expect(venues.headers['content-disposition']).toBe(
      `attachment; filename="venues-template.csv"; filename*=UTF-8''venues-template.csv`,
    );
    // The export's updatedDate is not read.
    expect(venues.body).toBe(
      `${BYTE_ORDER_MARK}_id,description,RG_contact,contact,website,calendar,address,town,location,iconimage,photoimage\r\n`,
    );
  });

  it("offers meetings' template with a row of each form of times, on the group's clock, which import as nothing", async () => {
    await env.rebuildApp({ timeZone: 'Europe/Warsaw' });
    const template = await env.app.inject({
      method: 'GET',
      url: '/api/import/meetings/template.csv',
      headers: bearer(people.chief.token),
    });
    // The day after the test clock's Sunday, 2026-11-22; Warsaw is UTC+1 in November.
    expect(template.body.split('\r\n')).toEqual([
      `${BYTE_ORDER_MARK}_id,team,venue,meetingDate,startTime,endTime,comments`,
      `Example 1,Your team,Your venue,2026-11-23,09:00,10:30,"${CSV_MEETING_EXAMPLE.clockTimes}"`,
      `Example 2,Your team,Your venue,2026-11-23,2026-11-23 14:00,2026-11-23T15:00+01:00,"${CSV_MEETING_EXAMPLE.otherTimes}"`,
      '',
    ]);
    const errors = (await importCsv('meetings', template.body, '?preview=1')).json().errors;
    expect(errors.map((error: { row: number; field: string }) => [error.row, error.field])).toEqual([
      [2, 'team'],
      [3, 'team'],
    ]);
  });
  it('lets a meeting added alone or the import holding its id have it, and refuses the other by its message', async () => {
    // Won by chance: the import's team and venue are not the add's, so only the id is contended for.
    for (let round = 1; round <= 8; round += 1) {
      await env.db.query('delete from meetings');
      const file = meetingsCsv([
        row('Planning', 'Data Science', 'Main Hall', '2030-05-07', '10:00', '11:00'),
        row('Race', 'Data Science', 'Main Hall', '2030-05-08', '10:00', '11:00'),
      ]);
      const alone = row('Race', 'Outreach', 'Annex', '2030-05-09', '10:00', '11:00');

      const [imported, added] = await Promise.all([
        importCsv('meetings', file),
        meetings.add(people.chief.token, alone),
      ]);

      expect([round, imported.statusCode, added.statusCode]).toEqual(
        added.statusCode === 201 ? [round, 400, 201] : [round, 201, 403],
      );
      const refusal = added.statusCode === 201 ? JSON.stringify(imported.json()) : added.json().message;
      expect(refusal).toContain(duplicateKeyMessage('meetings', 'Race'));
    }
  });
});
