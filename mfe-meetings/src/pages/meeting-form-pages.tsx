import { MEETING_TEXTS } from '@scheduler/shared-domain/meeting';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Loading } from '@scheduler/shared-ui/loading';
import { Page } from '@scheduler/shared-ui/page';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useNavigate, useParams } from 'react-router-dom';
import { meetingsApi } from '../api/meetings-api';
import { type MeetingChoices, MeetingForm } from '../components/meeting-form';
import { namesOrEmptyFailure } from './schedule-pages';

const MEETING_LIST = '/meeting';

/** SPEC §4 Add Meeting load: the team and venue lists, each a client-made 404 when empty. */
async function loadChoices(): Promise<MeetingChoices> {
  const [teams, venues] = await Promise.all([
    namesOrEmptyFailure(meetingsApi.teamNames, MEETING_TEXTS.teamsEmpty, '/teams/teams'),
    namesOrEmptyFailure(meetingsApi.venueNames, MEETING_TEXTS.venuesEmpty, '/venues/venues'),
  ]);
  return { teams, venues };
}

/** SPEC §2 Add Meeting: after a successful add it goes to the meeting list; Cancel goes to '/'. */
export function AddMeetingPage() {
  const navigate = useNavigate();
  const choices = useRemoteData(loadChoices);
  return (
    <Page title="Add Meeting">
      <ErrorAlert failure={choices.failure} />
      {choices.data ? (
        <MeetingForm
          mode="create"
          choices={choices.data}
          onSave={async (meeting) => {
            await meetingsApi.add(meeting);
            navigate(MEETING_LIST);
          }}
          onCancel={() => navigate('/')}
        />
      ) : (
        !choices.failure && <Loading />
      )}
    </Page>
  );
}

/** Where an edit returns: the meeting list (edit mode) or the schedule of the meeting's team (schedule mode). */
export type EditMeetingMode = 'edit' | 'schedule';

/**
 * SPEC §2 Edit Meeting. In schedule mode Save and Cancel return to the schedule of the team the meeting had when
 * it was opened; Cancel without one goes back two history steps.
 */
export function EditMeetingPage({ mode }: { mode: EditMeetingMode }) {
  const { _id = '' } = useParams();
  const navigate = useNavigate();
  const loaded = useRemoteData(async () => {
    const [meeting, choices] = await Promise.all([meetingsApi.one(_id), loadChoices()]);
    return { meeting, choices };
  });
  const initialTeam = loaded.data?.meeting.team ?? '';
  const scheduleOfTeam = `/meeting/schedule/${encodeURIComponent(initialTeam)}`;
  const leave = () => {
    if (mode === 'edit') navigate(MEETING_LIST);
    else if (initialTeam) navigate(scheduleOfTeam);
    else navigate(-2);
  };

  return (
    <Page title="Edit Meeting">
      <ErrorAlert failure={loaded.failure} />
      {loaded.data ? (
        <MeetingForm
          mode="edit"
          initial={loaded.data.meeting}
          choices={loaded.data.choices}
          onSave={async (meeting) => {
            await meetingsApi.update(meeting);
            navigate(mode === 'edit' ? MEETING_LIST : scheduleOfTeam);
          }}
          onCancel={leave}
        />
      ) : (
        !loaded.failure && (
          <>
            <Loading />
            <button type="button" onClick={leave} className="rounded border border-gray-400 px-5 py-2">
              Cancel
            </button>
          </>
        )
      )}
    </Page>
  );
}

export const EditMeetingFromListPage = () => <EditMeetingPage mode="edit" />;
export const EditMeetingFromSchedulePage = () => <EditMeetingPage mode="schedule" />;
