import { TEAM_PATHS, type Translate, useTranslate } from '@scheduler/shared-auth';
import type { Team } from '@scheduler/shared-domain/team';
import { TEAM_SCREENS } from '@scheduler/shared-domain/team-screens';
import type { Column } from '@scheduler/shared-ui/data-table';
import { Page } from '@scheduler/shared-ui/page';
import { RemoteTable, useAdminColumns } from '@scheduler/shared-ui/remote-table';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useMemo } from 'react';
import { teamsApi } from '../api/teams-api';

const teamColumns = (t: Translate): readonly Column<Team>[] => [
  { header: t(TEAM_SCREENS.team), cell: (team) => team._id },
  { header: t(TEAM_SCREENS.description), cell: (team) => team.description, wrap: true },
  { header: t(TEAM_SCREENS.teamLead), cell: (team) => team.teamLead },
  { header: t(TEAM_SCREENS.teamMembers), cell: (team) => team.members.join(', '), wrap: true },
  {
    header: t(TEAM_SCREENS.meetingLink),
    cell: (team) =>
      team.zoomLink && (
        <a href={team.zoomLink} target="_blank" rel="noopener noreferrer" className="text-brand-500 underline">
          {t(TEAM_SCREENS.join)}
        </a>
      ),
  },
  { header: t(TEAM_SCREENS.comments), cell: (team) => team.comments, wrap: true },
];

/** SPEC §2 the team list; Edit and Del for Admin only. */
export function TeamListPage() {
  const t = useTranslate();
  const teams = useRemoteData(teamsApi.all, ['team', 'user']);
  const columns = useAdminColumns(
    useMemo(() => teamColumns(t), [t]),
    {
      list: teams,
      recordName: (team) => team._id,
      editPath: (team) => TEAM_PATHS.edit.to({ _id: team._id }),
      confirmText: t(TEAM_SCREENS.deleteConfirm),
      remove: (team) => teamsApi.remove(team._id),
    },
  );
  return (
    <Page title={t(TEAM_SCREENS.listHeading)}>
      <RemoteTable
        exportAs="teams"
        remote={teams}
        columns={columns}
        rowKey={(team) => team._id}
        caption={t(TEAM_SCREENS.listCaption)}
        emptyText={t(TEAM_SCREENS.listEmpty)}
      />
    </Page>
  );
}
