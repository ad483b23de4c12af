import {
  teamInUseMessage,
  teamLeadRefusedMessage,
  teamMemberRefusedMessage,
} from '@scheduler/shared-domain/team-messages';
import { TEAM_MESSAGES, type TeamInput, type TeamUpdateInput } from '@scheduler/shared-domain/team-schema';
import { type AddOrigin, created, deleted, recordChanges, updated } from '../changes/change-queries';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../db/database-plugin';
import { withDuplicateKeyCheck } from '../db/duplicate-key';
import { conflict, HttpError } from '../http/http-error';
import { nextUpdatedDate, refuseStaleEdit } from '../http/stale-edit';
import { type MeetingMailSettings, meetingMail } from '../mail/mail-queries';
import { meetingEventsChanged, meetingIdsUsing } from '../meetings/meeting-queries';
import { anyUserLeaves, findUserByUsername, lockUserChanges } from '../users/user-queries';
import { teamNotFound } from './team-queries';
import { type StoredTeam, toTeamRecord } from './team-wire';
import { createTeamsRepository, type TeamChanges } from './teams-repository';

/** Reading, creating, changing and deleting teams with the rules the form schemas cannot check. */
export interface TeamService {
  /** Whatever the case of `name`; 404 when there is none. */
  get(name: string): Promise<StoredTeam>;
  /** Sorted by name, ignoring case. */
  list(): Promise<StoredTeam[]>;
  names(): Promise<string[]>;
  add(input: TeamInput, origin: AddOrigin): Promise<StoredTeam>;
  /** Finds the team by `_id`, whatever its case, and never renames it. */
  update(input: TeamUpdateInput, actor: string): Promise<StoredTeam>;
  /** Answers the team as it was before it was deleted. */
  remove(name: string, actor: string): Promise<StoredTeam>;
}

export interface TeamServiceDeps {
  db: Database;
  now: Clock;
  /** What messages to the people of the team's meetings are written with; none are sent without (seeding). */
  mail?: MeetingMailSettings;
}

/**
 * The team's changes with its lead and members as user ids: the lead must be an active Admin, each member a user who
 * is not a Contact. Under the lock of user changes, so that a named user cannot be deleted, demoted or deactivated
 * between this check and the write (a user change looks for teams under the same lock).
 */
async function checkedChanges(tx: Queryable, input: TeamInput): Promise<TeamChanges> {
  const { _id, teamLead, members, ...details } = input;
  const lead = await findUserByUsername(tx, teamLead);
  if (lead?.role !== 'Admin' || lead.inActive) throw new HttpError(400, teamLeadRefusedMessage(teamLead), 'teamLead');

  const memberIds: string[] = [];
  for (const username of members) {
    const member = await findUserByUsername(tx, username);
    if (!member || member.role === 'Contact') throw new HttpError(400, teamMemberRefusedMessage(username), 'members');
    // The form's rule compares names as typed; "Bob" and "bob" are one user.
    if (memberIds.includes(member.id)) throw new HttpError(400, TEAM_MESSAGES.membersRepeated, 'members');
    memberIds.push(member.id);
  }
  return { ...details, leadId: lead.id, memberIds };
}

export function createTeamService({ db, now, mail: mailSettings }: TeamServiceDeps): TeamService {
  const mail = meetingMail(mailSettings);
  return {
    get: async (name) => {
      const team = await createTeamsRepository(db).findByName(name);
      if (!team) throw teamNotFound();
      return team;
    },

    list: () => createTeamsRepository(db).list(),

    names: () => createTeamsRepository(db).names(),

    add: (input, { actor, action }) =>
      withDuplicateKeyCheck('teams', input._id, () =>
        db.transaction(async (tx) => {
          await lockUserChanges(tx);
          const at = new Date(now());
          const team = await createTeamsRepository(tx).create(input._id, await checkedChanges(tx, input), at);
          await recordChanges(tx, { actor, at }, [created('team', toTeamRecord(team), action)]);
          return team;
        }),
      ),

    update: (input, actor) =>
      db.transaction(async (tx) => {
        const teams = createTeamsRepository(tx);
        // Every team write takes this lock first: of two updates of one team, the second reads what the first wrote.
        await lockUserChanges(tx);
        const stored = await teams.findByName(input._id);
        if (!stored) throw teamNotFound();
        refuseStaleEdit({ kind: 'team', key: stored.name, updatedDate: stored.updatedDate }, input.updatedDate);
        const changes = await checkedChanges(tx, input);
        const updatedDate = nextUpdatedDate(now(), stored);
        // Who left the team hears its meetings to come are off for them, who joined is invited, all hear a new link.
        const before = await mail.beforeAt(tx, { kind: 'team', name: stored.name }, new Date(now()));
        // What its meetings' calendar events show of it, or who sees them (a cancellation to whoever leaves must be newer
        // than their invitation); their rows are locked before the team, as a meeting update does.
        const someoneLeaves = await anyUserLeaves(
          tx,
          [stored.lead, ...stored.members],
          [changes.leadId, ...changes.memberIds],
        );
        if (changes.zoomLink !== stored.zoomLink || someoneLeaves) {
          await meetingEventsChanged(tx, { team: stored.name }, updatedDate);
        }
        // Its members may change: a User's meeting update reads them under the same lock.
        await teams.lock([input._id]);
        const team = await teams.update(input._id, changes, updatedDate);
        if (!team) throw teamNotFound();
        await recordChanges(tx, { actor, at: updatedDate }, [
          updated('team', toTeamRecord(stored), toTeamRecord(team)),
        ]);
        await mail.retell(tx, before, updatedDate);
        return team;
      }),

    remove: (name, actor) =>
      db.transaction(async (tx) => {
        const teams = createTeamsRepository(tx);
        // A meeting add that found the team is over before this looks for its meetings, or waits and finds none.
        await teams.lock([name]);
        const team = await teams.findByName(name);
        if (!team) throw teamNotFound();
        const meetingIds = await meetingIdsUsing(tx, { team: team.name });
        if (meetingIds.length > 0) throw conflict(teamInUseMessage(team.name, meetingIds));
        if (!(await teams.delete(team.name))) throw teamNotFound();
        await recordChanges(tx, { actor, at: new Date(now()) }, [deleted('team', toTeamRecord(team))]);
        return team;
      }),
  };
}
