import { TEAM_PATHS, useTranslate } from '@scheduler/shared-auth';
import { TEAM_SCREENS } from '@scheduler/shared-domain/team-screens';
import { EditedRecord } from '@scheduler/shared-ui/edited-record';
import { Page } from '@scheduler/shared-ui/page';
import { RemoteContent } from '@scheduler/shared-ui/remote-content';
import { announcingSave } from '@scheduler/shared-ui/schema-form';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useNavigate, useParams } from 'react-router-dom';
import { teamsApi } from '../api/teams-api';
import { TeamForm } from '../components/team-form';
import { teamPeople } from '../components/team-people';

/** SPEC §2 Add Team: Save and Cancel go to the team list. */
export function AddTeamPage() {
  const navigate = useNavigate();
  const t = useTranslate();
  const people = useRemoteData(async () => teamPeople(await teamsApi.people(), 'create'));
  return (
    <Page title={t(TEAM_SCREENS.addHeading)}>
      <RemoteContent remote={people}>
        {(loaded) => (
          <TeamForm
            mode="create"
            people={loaded}
            save={announcingSave(teamsApi.add, (team) => t(TEAM_SCREENS.added, { name: team._id }))}
            savedPath={TEAM_PATHS.list.to()}
            onCancel={() => navigate(TEAM_PATHS.list.to())}
          />
        )}
      </RemoteContent>
    </Page>
  );
}

/** SPEC §2 Edit Team: the team named by the route; Save and Cancel go to the team list. */
export function EditTeamPage() {
  const { _id = '' } = useParams();
  const navigate = useNavigate();
  const t = useTranslate();
  const team = useRemoteData(async () => {
    const [initial, people] = await Promise.all([teamsApi.one(_id), teamsApi.people()]);
    return { initial, people: teamPeople(people, 'edit', initial) };
  });
  return (
    <Page title={t(TEAM_SCREENS.editHeading, { name: _id })}>
      <EditedRecord kind="team" recordId={_id} remote={team}>
        {(loaded) => (
          <TeamForm
            mode="edit"
            {...loaded}
            save={announcingSave(teamsApi.update, (team) => t(TEAM_SCREENS.saved, { name: team._id }))}
            savedPath={TEAM_PATHS.list.to()}
            onCancel={() => navigate(TEAM_PATHS.list.to())}
          />
        )}
      </EditedRecord>
    </Page>
  );
}
