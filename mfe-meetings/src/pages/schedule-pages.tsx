import { MEETING_PATHS, SHELL_PATHS, useAuth, useDisplayZone, useLanguage, useTranslate } from '@scheduler/shared-auth';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { MEETING_FORM_SCREENS as F } from '@scheduler/shared-domain/meeting-form-screens';
import { MEETING_SCREENS as S } from '@scheduler/shared-domain/meeting-screens';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Page } from '@scheduler/shared-ui/page';
import { RetryButton } from '@scheduler/shared-ui/remote-content';
import { editColumn, RemoteTable } from '@scheduler/shared-ui/remote-table';
import { FORM_GRID, FormButtons } from '@scheduler/shared-ui/schema-form';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { meetingsApi } from '../api/meetings-api';
import { mayChangeMeeting } from '../calendar/meeting-permissions';
import { calendarColumn } from '../components/calendar-column';
import { loadTeamNames } from '../components/meeting-choices';
import { meetingColumns } from '../components/meeting-columns';
import { TeamSelect } from '../components/team-select';
import { ZoneNotice } from '../components/zone-notice';

/** SPEC §2 meeting/get/schedule: pick a team, List goes to its schedule, Cancel to the root. */
export function ScheduleTeamPickerPage() {
  const navigate = useNavigate();
  const teams = useRemoteData(loadTeamNames);
  const [team, setTeam] = useState('');
  const t = useTranslate();
  return (
    <Page title={t(S.scheduleTitle)}>
      <ErrorAlert failure={teams.failure} action={teams.data === null && <RetryButton remote={teams} />} />
      <form
        className={FORM_GRID}
        onSubmit={(event) => {
          event.preventDefault();
          if (team) navigate(MEETING_PATHS.schedule.to({ team }));
        }}
      >
        <TeamSelect teams={teams.data ?? []} value={team} onChange={setTeam} />
        <FormButtons>
          <Button look="primary" type="submit" disabled={!team}>
            {t(F.list)}
          </Button>
          <Button onClick={() => navigate(SHELL_PATHS.root)}>{t(KIT_MESSAGES.cancel)}</Button>
        </FormButtons>
      </form>
    </Page>
  );
}

/** The team's next meetings, with the teams that say who may change each (its lead and members, and any Admin). */
const loadSchedule = async (team: string) => {
  const [meetings, teams] = await Promise.all([meetingsApi.schedule(team), meetingsApi.teams()]);
  return { meetings, teams: new Map(teams.map((each) => [each._id, each])) };
};

/**
 * SPEC §2 meeting/schedule/{team}: the team's next three or fewer meetings, each to add to a calendar and, where the
 * server lets the signed-in user change it, editable in schedule mode.
 */
export function TeamSchedulePage() {
  const { team = '' } = useParams();
  const schedule = useRemoteData(() => loadSchedule(team), ['meeting', 'team']);
  const meetings = { ...schedule, data: schedule.data?.meetings ?? null };
  const user = useAuth((auth) => auth.currentUser);
  const { zone } = useDisplayZone();
  const t = useTranslate();
  const language = useLanguage();
  const editFromSchedule = editColumn<Meeting>(
    (meeting) =>
      schedule.data && mayChangeMeeting(meeting, user, schedule.data.teams)
        ? MEETING_PATHS.editFromSchedule.to({ _id: meeting._id })
        : null,
    (meeting) => meeting._id,
  );
  const columns = [...meetingColumns(t, zone, language), calendarColumn(t, meetings), editFromSchedule];
  return (
    <Page title={t(F.scheduleHeading, { team })}>
      <ZoneNotice />
      <RemoteTable
        remote={meetings}
        columns={columns}
        rowKey={(meeting) => meeting._id}
        caption={t(F.scheduleCaption, { team })}
        emptyText={t(S.listEmpty)}
      />
    </Page>
  );
}
