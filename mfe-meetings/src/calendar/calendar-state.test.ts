import { calendarSearch, calendarStateOf, rangeToLoad, stepDate, visibleDays } from './calendar-state';

describe('the calendar’s address', () => {
  it('reads the view, the date and every team and venue', () => {
    expect(
      calendarStateOf('?view=month&date=2026-12-07&team=Data%20Science&team=Ops&venue=Main+Hall', true, '2026-11-22'),
    ).toEqual({
      view: 'month',
      date: '2026-12-07',
      teams: ['Data Science', 'Ops'],
      venues: ['Main Hall'],
    });
  });

  it('opens on the week from 768 px and on the agenda below, at today, when the address names no usable view or date', () => {
    expect(calendarStateOf('', true, '2026-11-22')).toEqual({
      view: 'week',
      date: '2026-11-22',
      teams: [],
      venues: [],
    });
    expect(calendarStateOf('?view=year&date=2026-02-30', false, '2026-11-22')).toEqual(
      expect.objectContaining({ view: 'agenda', date: '2026-11-22' }),
    );
  });

  it('writes every part back, so the same address shows the same calendar anywhere', () => {
    const state = {
      view: 'week',
      date: '2026-12-07',
      teams: ['Data Science'],
      venues: ['Main Hall', 'Annex'],
    } as const;
    const search = calendarSearch({ ...state, teams: [...state.teams], venues: [...state.venues] });
    expect(search).toBe('?view=week&date=2026-12-07&team=Data%20Science&venue=Main%20Hall&venue=Annex');
    expect(calendarStateOf(search, false, '2026-11-22')).toEqual(state);
  });
});

describe('the days a view shows and loads', () => {
  it.each([
    ['day', '2026-12-09', '2026-12-09', '2026-12-09'],
    ['week', '2026-12-09', '2026-12-07', '2026-12-13'],
    ['month', '2026-12-09', '2026-11-30', '2027-01-03'],
    ['agenda', '2026-12-09', '2026-12-09', '2027-01-07'],
  ] as const)('%s of %s: %s to %s', (view, date, first, last) => {
    expect(visibleDays(view, date)).toEqual({ first, last });
  });

  it('asks for a day more at each end, for the server’s own zone', () => {
    expect(rangeToLoad('week', '2026-12-09')).toEqual({ from: '2026-12-06', to: '2026-12-14' });
  });

  it('steps by the view’s own length', () => {
    expect(stepDate('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepDate('week', '2026-12-09', -1)).toBe('2026-12-02');
    expect(stepDate('month', '2027-01-31', 1)).toBe('2027-02-28');
    expect(stepDate('agenda', '2026-12-09', 1)).toBe('2027-01-08');
  });
});
