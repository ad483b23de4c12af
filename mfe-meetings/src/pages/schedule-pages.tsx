import { MEETING_PATHS, SHELL_PATHS, useAuth, useDisplayZone } from '@scheduler/shared-auth';
import { MEETING_TEXTS, type Meeting, teamScheduleCaption } from '@scheduler/shared-domain/meeting';
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
  return (
    <Page title="Team Schedule">
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
            List
          </Button>
          <Button onClick={() => navigate(SHELL_PATHS.root)}>Cancel</Button>
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
  const editFromSchedule = editColumn<Meeting>(
    (meeting) =>
      schedule.data && mayChangeMeeting(meeting, user, schedule.data.teams)
        ? MEETING_PATHS.editFromSchedule.to({ _id: meeting._id })
        : null,
    (meeting) => meeting._id,
  );
  const columns = [...meetingColumns(zone), calendarColumn(meetings), editFromSchedule];
  return (
    <Page title={`Next meetings of ${team}`}>
      <ZoneNotice />
      <RemoteTable
        remote={meetings}
        columns={columns}
        rowKey={(meeting) => meeting._id}
        caption={teamScheduleCaption(team)}
        emptyText={MEETING_TEXTS.listEmpty}
      />
    </Page>
  );
}
