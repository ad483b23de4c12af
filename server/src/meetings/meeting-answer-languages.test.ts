import { useApiTest } from '../../test/api-test';
import { addMeeting, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { bearer } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

describe.each(testDatabaseEngines())("the meetings' refusals by Accept-Language on $name", (engine) => {
  const env = useApiTest(engine, { settings: { timeZone: 'Europe/Warsaw' } });
  const people = useMeetingPlaces(env);
  const addIn = (language: string, payload: object) =>
    env.app.inject({
      method: 'POST',
      url: '/api/meetings/add',
      headers: { ...bearer(people.chief.token), 'accept-language': language },
      payload,
    });
  const answer = async (sent: ReturnType<typeof addIn>) => {
    const response = await sent;
    return [response.statusCode, response.json().message];
  };

  it('name the meeting in the way with the language’s own date and 24-hour clock', async () => {
    // 13:00–14:30 UTC is 15:00–16:30 in Warsaw in May.
    await addMeeting(
      env.app,
      people.chief.token,
      newMeetingPayload({ _id: 'Kickoff', ...on('2030-05-06', '13:00', '14:30') }),
    );
    const clash = newMeetingPayload({ _id: 'Clash', team: 'Outreach', ...on('2030-05-06', '14:00', '15:00') });

    expect(await answer(addIn('de-DE,de;q=0.9,en;q=0.5', clash))).toEqual([
      409,
      'Ort Main Hall ist bereits durch den Termin Kickoff am Mo., 6. Mai 2030 von 15:00 bis 16:30 (Europe/Warsaw) belegt.',
    ]);
  });

  it('refuse a series in Polish and French: its dates listed, the rest counted, the failure worded', async () => {
    const series = newMeetingPayload({
      _id: 'Monthly',
      ...on('2030-06-04', '08:00', '09:00'),
      repeat: { frequency: 'monthly', count: 13 },
    });
    for (const [_id, day] of [
      ['Blocker', '2026-12-15'],
      ['Later', '2026-12-22'],
    ] as const) {
      await addMeeting(env.app, people.chief.token, newMeetingPayload({ _id, ...on(day, '08:30', '09:30') }));
    }
    const weekly = newMeetingPayload({
      _id: 'Weekly',
      team: 'Outreach',
      ...on('2026-12-01', '08:00', '09:00'),
      repeat: { frequency: 'weekly', count: 4 },
    });

    // 2031 is past the last year a meeting may be in: its 8th to 13th meetings break that rule.
    expect(await answer(addIn('pl', series))).toEqual([
      400,
      'Nie dodano żadnego spotkania z serii. W dniach wt., 7 sty 2031, wt., 4 lut 2031, wt., 4 mar 2031, wt., 1 kwi 2031, wt., 6 maj 2031 i 1 innym: Rok spotkania może wynosić najwyżej 2030.',
    ]);
    expect(await answer(addIn('fr', weekly))).toEqual([
      409,
      'Aucune réunion de la série n’a été ajoutée. Les mar. 15 déc. 2026 et mar. 22 déc. 2026 : Le lieu Main Hall est déjà réservé par la réunion Blocker le mar. 15 déc. 2026 de 09:30 à 10:30 (Europe/Warsaw).',
    ]);
  });
});
