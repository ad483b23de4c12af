import { useAuth } from '@scheduler/shared-auth';
import { TEAM_TEXTS, type Team } from '@scheduler/shared-domain/team';
import { confirmThenDelete } from '@scheduler/shared-ui/confirm-delete';
import { type Column, DataTable } from '@scheduler/shared-ui/data-table';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Page } from '@scheduler/shared-ui/page';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { Link } from 'react-router-dom';
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
  const admin = useAuth((state) => state.admin);
  const teams = useRemoteData(teamsApi.all);

  const remove = (team: Team) =>
    confirmThenDelete(TEAM_TEXTS.deleteConfirm, () => teamsApi.remove(team._id)).then(
      (deleted) => deleted && teams.reload(),
      teams.setFailure,
    );
  const adminColumns: Column<Team>[] = [
    {
      header: 'Edit',
      cell: (team) => (
        <Link to={`/team/edit/${encodeURIComponent(team._id)}`} className="text-brand-500 underline">
          Edit
        </Link>
      ),
    },
    {
      header: 'Del',
      cell: (team) => (
        <button type="button" onClick={() => void remove(team)} className="text-red-700 underline">
          Del
        </button>
      ),
    },
  ];

  return (
    <Page title="List Teams">
      <ErrorAlert failure={teams.failure} />
      <DataTable
        rows={teams.data}
        columns={admin ? [...COLUMNS, ...adminColumns] : COLUMNS}
        rowKey={(team) => team._id}
        emptyText={TEAM_TEXTS.listEmpty}
      />
    </Page>
  );
}
