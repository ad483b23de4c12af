import { useApiTest } from '../../test/api-test';
import { addMeetings, on, useMeetingPlaces } from '../../test/meeting-test';
import { bearer, newTeamPayload } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

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
});
