import { ServiceError } from '@scheduler/shared-domain/errors';
import { MEETING_TEXTS, type Meeting } from '@scheduler/shared-domain/meeting';
import { type Column, DataTable } from '@scheduler/shared-ui/data-table';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Page } from '@scheduler/shared-ui/page';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { meetingsApi } from '../api/meetings-api';
import { MEETING_COLUMNS } from '../components/meeting-columns';

/** SPEC §8: an empty list of names is a client-made 404. */
export async function namesOrEmptyFailure(
  load: () => Promise<string[]>,
  emptyMessage: string,
  url: string,
): Promise<string[]> {
  const names = await load();
  if (names.length === 0) throw new ServiceError({ error: emptyMessage, status: 404, url });
  return names;
}

/** SPEC §2 meeting/get/schedule: pick a team, List goes to its schedule, Cancel to the root. */
export function ScheduleTeamPickerPage() {
  const navigate = useNavigate();
  const teams = useRemoteData(() =>
    namesOrEmptyFailure(meetingsApi.teamNames, MEETING_TEXTS.teamsEmpty, '/teams/teams'),
  );
  const [team, setTeam] = useState('');
  return (
    <Page title="Team Schedule" width="narrow">
      <ErrorAlert failure={teams.failure} />
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (team) navigate(`/meeting/schedule/${encodeURIComponent(team)}`);
        }}
      >
        <SelectField
          label="Team"
          value={team}
          onChange={(event) => setTeam(event.target.value)}
          options={[{ value: '', label: '' }, ...(teams.data ?? []).map((name) => ({ value: name, label: name }))]}
        />
        <div className="flex gap-3">
          <button
            type="submit"
            disabled={!team}
            className="rounded bg-brand-500 px-5 py-2 font-medium text-white disabled:opacity-50"
          >
            List
          </button>
          <button type="button" onClick={() => navigate('/')} className="rounded border border-gray-400 px-5 py-2">
            Cancel
          </button>
        </div>
      </form>
    </Page>
  );
}

const editInScheduleMode: Column<Meeting> = {
  header: 'Edit',
  cell: (meeting) => (
    <Link to={`/meeting/schedule/edit/${encodeURIComponent(meeting._id)}`} className="text-brand-500 underline">
      Edit
    </Link>
  ),
};

/** SPEC §2 meeting/schedule/{team}: the team's next three or fewer meetings, each editable in schedule mode. */
export function TeamSchedulePage() {
  const { team = '' } = useParams();
  const meetings = useRemoteData(() => meetingsApi.schedule(team));
  return (
    <Page title={`Next meetings of ${team}`}>
      <ErrorAlert failure={meetings.failure} />
      <DataTable
        rows={meetings.data}
        columns={[...MEETING_COLUMNS, editInScheduleMode]}
        rowKey={(meeting) => meeting._id}
        emptyText={MEETING_TEXTS.listEmpty}
      />
    </Page>
  );
}
