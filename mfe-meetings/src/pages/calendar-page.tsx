import { MEETING_PATHS, useAuth, useDisplayZone, useTranslate } from '@scheduler/shared-auth';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { MEETING_SCREENS } from '@scheduler/shared-domain/meeting-screens';
import { todayIn } from '@scheduler/shared-domain/zoned-time';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Loading } from '@scheduler/shared-ui/loading';
import { Page } from '@scheduler/shared-ui/page';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CALENDAR_PLACES_KEY, loadCalendarPlaces } from '../calendar/calendar-data';
import { CalendarFilters, CalendarLegend } from '../calendar/calendar-filters';
import { calendarSearch, rangeToLoad, useCalendarState } from '../calendar/calendar-state';
import { CalendarToolbar } from '../calendar/calendar-toolbar';
import { FindATime } from '../calendar/find-a-time';
import { type ChosenSlot, MeetingCalendar, meetingElement } from '../calendar/meeting-calendar';
import { mayChangeMeeting } from '../calendar/meeting-permissions';
import type { PendingMove } from '../calendar/move-scope-question';
import { teamColours } from '../calendar/team-colours';
import { useCalendarMeetings } from '../calendar/use-calendar-meetings';
import { addMeetingPath, type EditReturn } from '../components/meeting-links';
import { ZoneNotice } from '../components/zone-notice';

// What opens only on a click or a drop comes with it: the calendar draws without their code.
const MeetingDetails = lazy(() =>
  import('../calendar/meeting-details').then((module) => ({ default: module.MeetingDetails })),
);
const MoveScopeQuestion = lazy(() =>
  import('../calendar/move-scope-question').then((module) => ({ default: module.MoveScopeQuestion })),
);

/** For a team no longer in the list: white text passes WCAG AA on it too. */
const UNKNOWN_TEAM_COLOUR = '#374151';

/**
 * The group's meetings as a calendar (month, week, day, agenda), loaded for the days shown and filtered by team and
 * venue; the address holds what is shown. Details and Edit per meeting; an Admin adds a meeting from an empty slot
 * and moves or resizes any, a User those of its own teams.
 */
export function CalendarPage() {
  const t = useTranslate();
  const { zone } = useDisplayZone();
  const today = todayIn(zone);
  const [state, change] = useCalendarState(today);
  const user = useAuth((auth) => auth.currentUser);
  const admin = useAuth((auth) => auth.admin);
  const navigate = useNavigate();
  const { search } = useLocation();
  const places = useRemoteData(loadCalendarPlaces, undefined, CALENDAR_PLACES_KEY);
  const { from, to } = rangeToLoad(state.view, state.date);
  const calendar = useCalendarMeetings(from, to, zone);
  const [opened, setOpened] = useState<Meeting | null>(null);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);

  const teams = places.data?.teams ?? new Map();
  const venues = places.data?.venues ?? new Map();
  const teamNames = useMemo(() => [...(places.data?.teams.keys() ?? [])], [places.data]);
  const venueNames = useMemo(() => [...(places.data?.venues.keys() ?? [])], [places.data]);
  const colours = useMemo(() => teamColours(teamNames), [teamNames]);
  const shown = useMemo(
    () =>
      (calendar.meetings ?? []).filter(
        (meeting) =>
          (state.teams.length === 0 || state.teams.includes(meeting.team)) &&
          (state.venues.length === 0 || state.venues.includes(meeting.venue)),
      ),
    [calendar.meetings, state.teams, state.venues],
  );
  const oneVenue =
    state.venues.length === 1 && (state.view === 'week' || state.view === 'day') ? state.venues[0] : null;
  const bookings = useMemo(
    () => (oneVenue ? (calendar.meetings ?? []).filter((meeting) => meeting.venue === oneVenue) : null),
    [calendar.meetings, oneVenue],
  );
  const mayChange = (meeting: Meeting) => mayChangeMeeting(meeting, user, teams);
  const legendColours = new Map(
    (state.teams.length > 0 ? state.teams : teamNames).map((team) => [team, colours.get(team) ?? UNKNOWN_TEAM_COLOUR]),
  );

  /**
   * Add Meeting for an empty slot, returning to the calendar at its day; not while a meeting's details are open (that
   * click closes them), and never for a time already past.
   */
  const chooseSlot = (slot: ChosenSlot) => {
    if (opened) {
      setOpened(null);
      return;
    }
    if ('start' in slot ? slot.start.getTime() <= Date.now() : slot.day < today) return;
    const venue = state.venues.length === 1 ? state.venues[0] : undefined;
    const returnTo = `${MEETING_PATHS.calendar.to()}${calendarSearch({ ...state, date: slot.day })}`;
    navigate(addMeetingPath(slot, zone, { venue }), { state: { returnTo } satisfies EditReturn });
  };
  /**
   * A meeting of a series moves alone or with the following ones, as Edit asks, and waits where it was dropped
   * meanwhile; any other moves at once.
   */
  const move = (meeting: Meeting, start: Date, end: Date) => {
    if (!meeting.seriesId) return void calendar.move(meeting, start, end);
    calendar.showAt(meeting, start, end);
    setPendingMove({ meeting, start, end });
  };

  return (
    <Page title={t(MEETING_SCREENS.calendarTitle)}>
      {/* A refused move or load takes the focus, as a refused save does; the teams and venues only scroll. */}
      <ErrorAlert failure={calendar.failure} reveal="focus" />
      <ErrorAlert failure={calendar.failure ? null : places.failure} />
      <ZoneNotice />
      <CalendarToolbar state={state} today={today} onChange={change} />
      <div className="mb-4 flex flex-wrap items-start gap-3">
        <CalendarFilters teams={teamNames} venues={venueNames} state={state} onChange={change} />
        <FindATime teams={teamNames} venues={venueNames} today={today} zone={zone} mayAdd={admin} />
        <CalendarLegend colours={legendColours} bookedVenue={oneVenue ?? null} />
      </div>
      {/* Drawn once the teams are there too: their colours would otherwise redraw every meeting a moment later. */}
      {calendar.meetings === null || (places.data === null && !places.failure) ? (
        !calendar.failure && <Loading />
      ) : (
        <MeetingCalendar
          zone={zone}
          loading={calendar.loading}
          view={state.view}
          date={state.date}
          meetings={shown}
          colourOf={(meeting) => colours.get(meeting.team) ?? UNKNOWN_TEAM_COLOUR}
          mayChange={mayChange}
          bookings={bookings}
          onNavigate={change}
          onOpen={setOpened}
          onChooseSlot={admin ? chooseSlot : null}
          onMove={move}
        />
      )}
      <Suspense fallback={null}>
        {pendingMove && (
          <MoveScopeQuestion
            pending={pendingMove}
            zone={zone}
            onAnswer={(scope) => {
              setPendingMove(null);
              if (scope) void calendar.move(pendingMove.meeting, pendingMove.start, pendingMove.end, scope);
              else calendar.putBack(pendingMove.meeting);
            }}
            returnFocus={() => meetingElement(pendingMove.meeting._id)}
          />
        )}
        {opened && (
          <MeetingDetails
            meeting={opened}
            team={teams.get(opened.team)}
            venue={venues.get(opened.venue)}
            mayChange={mayChange(opened)}
            returnTo={`${MEETING_PATHS.calendar.to()}${search}`}
            zone={zone}
            onFailure={calendar.setFailure}
            onClose={() => setOpened(null)}
          />
        )}
      </Suspense>
    </Page>
  );
}
