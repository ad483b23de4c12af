import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Loading } from '@scheduler/shared-ui/loading';
import { Page } from '@scheduler/shared-ui/page';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useNavigate, useParams } from 'react-router-dom';
import { teamsApi } from '../api/teams-api';
import { TeamForm } from '../components/team-form';
import { teamPeople } from '../components/team-people';

const TEAM_LIST = '/team';

/** SPEC §2 Add Team: Save and Cancel go to the team list. */
export function AddTeamPage() {
  const navigate = useNavigate();
  const people = useRemoteData(async () => teamPeople(await teamsApi.people(), 'create'));
  return (
    <Page title="Add New Team">
      <ErrorAlert failure={people.failure} />
      {people.data ? (
        <TeamForm
          mode="create"
          people={people.data}
          onSave={async (team) => {
            await teamsApi.add(team);
            navigate(TEAM_LIST);
          }}
          onCancel={() => navigate(TEAM_LIST)}
        />
      ) : (
        !people.failure && <Loading />
      )}
    </Page>
  );
}

/** SPEC §2 Edit Team: the team named by the route; Save and Cancel go to the team list. */
export function EditTeamPage() {
  const { _id = '' } = useParams();
  const navigate = useNavigate();
  const loaded = useRemoteData(async () => {
    const [team, people] = await Promise.all([teamsApi.one(_id), teamsApi.people()]);
    return { team, people: teamPeople(people, 'edit', team) };
  });
  return (
    <Page title={`Edit Team ${_id}`}>
      <ErrorAlert failure={loaded.failure} />
      {loaded.data ? (
        <TeamForm
          mode="edit"
          initial={loaded.data.team}
          people={loaded.data.people}
          onSave={async (team) => {
            await teamsApi.update(team);
            navigate(TEAM_LIST);
          }}
          onCancel={() => navigate(TEAM_LIST)}
        />
      ) : (
        !loaded.failure && <Loading />
      )}
    </Page>
  );
}
