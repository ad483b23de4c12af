import { useApiTest } from '../../test/api-test';
import { addMeetings, on, useMeetingPlaces } from '../../test/meeting-test';
import { bearer, newTeamPayload, newUserPayload } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { toCsv } from '../csv/csv-writer';

describe.each(testDatabaseEngines())("the domain's answers by Accept-Language on $name", (engine) => {
  const env = useApiTest(engine);
  const people = useMeetingPlaces(env);
  const inLanguage = (language: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    env.app.inject({
      method,
      url,
      headers: { ...bearer(people.chief.token), 'accept-language': language },
      payload,
    });
  const answers = async (...sent: ReturnType<typeof inLanguage>[]) =>
    (await Promise.all(sent)).map((response) => [response.statusCode, response.json().message]);

  beforeEach(async () => {
    await addMeetings(env.app, people.chief.token, [
      { _id: 'Kickoff' },
      { _id: 'after_Kickoff', ...on('2030-05-07', '10:00', '11:00') },
    ]);
  });

  it('refuse to delete a team its meetings name, with their count in German and Polish plurals', async () => {
    expect(
      await answers(
        inLanguage('de', 'GET', '/api/teams/delete/Data%20Science'),
        inLanguage('pl', 'GET', '/api/teams/delete/Data%20Science'),
      ),
    ).toEqual([
      [
        409,
        'Team Data Science kann nicht gelöscht werden, solange 2 Termine dafür geplant sind: after_Kickoff, Kickoff.',
      ],
      [
        409,
        'Nie można usunąć zespołu Data Science, dopóki 2 spotkania są dla niego zaplanowane: after_Kickoff, Kickoff.',
      ],
    ]);
  });

  it('refuse a team lead who is not an active Admin, and a venue that does not exist', async () => {
    const withPlainAsLead = newTeamPayload({ _id: 'Lab Ops', teamLead: 'plain' });
    expect(
      await answers(
        inLanguage('de', 'POST', '/api/teams/add', withPlainAsLead),
        inLanguage('pl', 'POST', '/api/teams/add', withPlainAsLead),
        inLanguage('de', 'GET', '/api/venues/edit/Nowhere'),
        inLanguage('pl', 'GET', '/api/venues/edit/Nowhere'),
      ),
    ).toEqual([
      [400, 'Teamleitung plain ist kein aktiver Admin.'],
      [400, 'Kierownik zespołu plain nie jest aktywnym Adminem.'],
      [404, 'Ort nicht gefunden.'],
      [404, 'Nie znaleziono miejsca.'],
    ]);
  });

  it('say what was deleted', async () => {
    expect(
      await answers(
        inLanguage('de', 'GET', '/api/meetings/delete/Kickoff'),
        inLanguage('pl', 'GET', '/api/venues/delete/Annex'),
      ),
    ).toEqual([
      [200, 'Termin Kickoff gelöscht.'],
      [200, 'Usunięto miejsce Annex.'],
    ]);
  });

  it('refuse a CSV import with broken rows, each row worded in German and Polish', async () => {
    const columns = ['username', 'firstname', 'lastname', 'role', 'email', 'mobile'];
    const person = { firstname: 'Imported', lastname: 'Person', role: 'User', email: '', mobile: '' };
    const file = toCsv(columns, [
      { ...person, username: 'chief', email: 'chief2@example.org' },
      { ...person, username: 'Bad name!', email: 'bad@example.org' },
    ]);
    const imported = (language: string) =>
      env.app.inject({
        method: 'POST',
        url: '/api/import/users',
        headers: { ...bearer(people.chief.token), 'accept-language': language, 'content-type': 'text/csv' },
        payload: file,
      });
    const [german, polish] = await Promise.all([imported('de'), imported('pl')]);
    expect([german.statusCode, german.json()]).toEqual([
      400,
      {
        message: '2 Zeilen verstoßen gegen eine Regel. Es wurde nichts importiert.',
        rows: 2,
        errors: [
          { row: 2, field: 'username', message: 'Doppelter Schlüssel: Benutzer chief existiert bereits' },
          {
            row: 3,
            field: 'username',
            message: 'Benutzername darf nur aus a-z A-Z 0-9, Leerzeichen und Unterstrichen bestehen',
          },
        ],
      },
    ]);
    expect([polish.statusCode, polish.json()]).toEqual([
      400,
      {
        message: '2 wiersze naruszają regułę. Nic nie zaimportowano.',
        rows: 2,
        errors: [
          { row: 2, field: 'username', message: 'Zduplikowany klucz: użytkownik chief już istnieje' },
          {
            row: 3,
            field: 'username',
            message: 'Nazwa użytkownika może zawierać tylko a-z A-Z 0-9, spacje i podkreślenia',
          },
        ],
      },
    ]);
  });

  it("refuse a password that is too easy to guess in German, with the estimator's own hint in German", async () => {
    const payload = newUserPayload({ password: 'password123' });
    expect(await answers(inLanguage('de', 'POST', '/api/users/register/', payload))).toEqual([
      [400, 'Das Passwort ist zu leicht zu erraten: Dies ist ein oft verwendetes Passwort.'],
    ]);
  });
});
