import { TEAM_PATHS } from '@scheduler/shared-auth';
import { TEAM_TEXTS, type Team } from '@scheduler/shared-domain/team';
import type { Column } from '@scheduler/shared-ui/data-table';
import { Page } from '@scheduler/shared-ui/page';
import { RemoteTable, useAdminColumns } from '@scheduler/shared-ui/remote-table';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { teamsApi } from '../api/teams-api';

const COLUMNS: readonly Column<Team>[] = [
  { header: 'Team', cell: (team) => team._id },
  { header: 'Description', cell: (team) => team.description, wrap: true },
  { header: 'Team Lead', cell: (team) => team.teamLead },
  { header: 'Team Members', cell: (team) => team.members.join(', '), wrap: true },
  {
    header: 'Meeting Link',
    cell: (team) =>
      team.zoomLink && (
        <a href={team.zoomLink} target="_blank" rel="noopener noreferrer" className="text-brand-500 underline">
          Join
        </a>
      ),
  },
  { header: 'Comments', cell: (team) => team.comments, wrap: true },
];

/** SPEC §2 the team list; Edit and Del for Admin only. */
export function TeamListPage() {
  const teams = useRemoteData(teamsApi.all, ['team', 'user']);
  const columns = useAdminColumns(COLUMNS, {
    list: teams,
    recordName: (team) => team._id,
    editPath: (team) => TEAM_PATHS.edit.to({ _id: team._id }),
    confirmText: TEAM_TEXTS.deleteConfirm,
    remove: (team) => teamsApi.remove(team._id),
  });
  return (
    <Page title="List Teams">
      <RemoteTable
        exportAs="teams"
        remote={teams}
        columns={columns}
        rowKey={(team) => team._id}
        caption={TEAM_TEXTS.listCaption}
        emptyText={TEAM_TEXTS.listEmpty}
      />
    </Page>
  );
}
