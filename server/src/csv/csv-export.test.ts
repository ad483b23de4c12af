import { useApiTest } from '../../test/api-test';
import { addMeeting, newMeetingPayload } from '../../test/meeting-test';
import { addUser, bearer, newTeamPayload, newVenuePayload, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { BYTE_ORDER_MARK, csvCell, toCsv } from './csv-writer';

describe('a CSV cell', () => {
  it('neutralises what a spreadsheet would run as a formula, and quotes what needs quoting', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', 'plain', 'a, b', 'say "hi"', 'two\nlines'].map(csvCell)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-2",
      "'@cmd",
      "'\tx",
      'plain',
      '"a, b"',
      '"say ""hi"""',
      '"two\nlines"',
    ]);
  });

  it('neutralises a formula in every part a spreadsheet may split a cell into, and after spaces it may trim', () => {
    expect(
      ['x;=HYPERLINK("http://evil.test")', 'a, -2+3', 'note\t@SUM(1)', 'two\n+lines', '  =1+1', "x;'=kept"].map(
        csvCell,
      ),
    ).toEqual([
      `"x;'=HYPERLINK(""http://evil.test"")"`,
      `"a, '-2+3"`,
      "note\t'@SUM(1)",
      `"two\n'+lines"`,
      "  '=1+1",
      "x;''=kept",
    ]);
    // Text that only holds such a character inside a part stays as it was.
    expect(['Room A - B', 'a+b=c', 'name@example.org', "O'Brien"].map(csvCell)).toEqual([
      'Room A - B',
      'a+b=c',
      'name@example.org',
      "O'Brien",
    ]);
  });

  it('writes lists as their items, and nothing for no value', () => {
    expect([['ada', 'bob'], null, undefined, true, 3].map(csvCell)).toEqual(['"ada, bob"', '', '', 'true', '3']);
  });

  it('makes a file with a byte order mark, the headers first and CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [{ a: 1, b: '=x', c: 'left out' }])).toBe(`${BYTE_ORDER_MARK}a,b\r\n1,'=x\r\n`);
  });
});

describe.each(testDatabaseEngines())('GET /api/export/<kind>.csv on $name', (engine) => {
  const env = useApiTest(engine);

  it('answers each list as a CSV file under the SPEC field names, to a User too', async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin', firstname: '=HYPERLINK("x")' });
    await addUser(env.app, { username: 'plain', role: 'User' });
    const admin = bearer((await signIn(env.app, 'chief')).token);
    const venue = newVenuePayload({ _id: 'Main Hall', description: '@risky, "quoted"' });
    await env.app.inject({ method: 'POST', url: '/api/venues/add', headers: admin, payload: venue });
    const team = newTeamPayload({ _id: 'Data Science', teamLead: 'chief', members: ['plain', 'chief'] });
    await env.app.inject({ method: 'POST', url: '/api/teams/add', headers: admin, payload: team });
    await addMeeting(
      env.app,
      admin.authorization.slice(7),
      newMeetingPayload({ _id: 'Kickoff', team: 'Data Science', venue: 'Main Hall' }),
    );
    const user = bearer((await signIn(env.app, 'plain')).token);

    const venues = await env.app.inject({ method: 'GET', url: '/api/export/venues.csv', headers: user });
    expect(venues.statusCode).toBe(200);
    expect(venues.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(venues.headers['content-disposition']).toBe(
      `attachment; filename="venues.csv"; filename*=UTF-8''venues.csv`,
    );
    const [header, row] = venues.body.split('\r\n');
    expect(header).toBe(
      `${BYTE_ORDER_MARK}_id,description,RG_contact,contact,website,calendar,address,town,location,iconimage,photoimage,updatedDate`,
    );
    expect(row).toMatch(/^Main Hall,"'@risky, ""quoted""",/);

    const users = await env.app.inject({ method: 'GET', url: '/api/export/users.csv', headers: user });
    expect(users.body).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(users.body).not.toMatch(/password/i);
    const teams = await env.app.inject({ method: 'GET', url: '/api/export/teams.csv', headers: user });
    expect(teams.body.split('\r\n')[1]).toMatch(/^Data Science,.*"plain, chief"|^Data Science,.*"chief, plain"/);
    const meetings = await env.app.inject({ method: 'GET', url: '/api/export/meetings.csv', headers: user });
    expect(meetings.body.split('\r\n')[0]).toBe(
      `${BYTE_ORDER_MARK}_id,team,venue,meetingDate,startTime,endTime,comments,updatedDate,seriesId`,
    );
    expect(meetings.body.split('\r\n')[1]).toMatch(/^Kickoff,Data Science,Main Hall,/);
  });

  it('answers 400 for a list it does not export', async () => {
    await addUser(env.app, { username: 'plain', role: 'User' });
    const user = bearer((await signIn(env.app, 'plain')).token);
    const response = await env.app.inject({ method: 'GET', url: '/api/export/changes.csv', headers: user });
    expect(response.statusCode).toBe(400);
  });
});
