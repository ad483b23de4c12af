import { useTranslate } from '@scheduler/shared-auth';
import { MEETING_CALENDAR_SCREENS as C } from '@scheduler/shared-domain/meeting-calendar-screens';
import { MultiSelectField } from '@scheduler/shared-ui/multi-select-field';
import type { CalendarState } from './calendar-state';

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/** The teams and venues to show, several of each; none chosen shows all. */
export function CalendarFilters({
  teams,
  venues,
  state,
  onChange,
}: {
  teams: readonly string[];
  venues: readonly string[];
  state: CalendarState;
  onChange: (change: Partial<CalendarState>) => void;
}) {
  const t = useTranslate();
  const chosen = state.teams.length + state.venues.length;
  return (
    <details className="rounded border border-gray-300 px-3 py-2 open:w-full">
      <summary className="cursor-pointer font-medium">
        {chosen > 0 ? t(C.filtersChosen, { count: chosen }) : t(C.filters)}
      </summary>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <MultiSelectField
          label={t(C.teams)}
          options={asOptions(teams)}
          selected={state.teams}
          onChange={(picked) => onChange({ teams: picked })}
        />
        <MultiSelectField
          label={t(C.venues)}
          options={asOptions(venues)}
          selected={state.venues}
          onChange={(picked) => onChange({ venues: picked })}
        />
      </div>
    </details>
  );
}

/** Which colour is which team's, and, with one venue shown in a time grid, what its shading means. */
export function CalendarLegend({
  colours,
  bookedVenue,
}: {
  colours: ReadonlyMap<string, string>;
  bookedVenue: string | null;
}) {
  const t = useTranslate();
  return (
    <section aria-labelledby="calendar-legend" className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
      <h2 id="calendar-legend" className="font-medium">
        {t(C.legend)}
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {[...colours].map(([team, colour]) => (
          <li key={team} className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-4 rounded" style={{ backgroundColor: colour }} />
            {team}
          </li>
        ))}
        {bookedVenue && (
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="calendar-booked-swatch inline-block size-4 rounded border" />
            {t(C.booked, { venue: bookedVenue })}
          </li>
        )}
      </ul>
    </section>
  );
}
