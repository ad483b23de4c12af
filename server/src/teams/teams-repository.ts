import { lockNames } from '../db/advisory-locks';
import type { Queryable } from '../db/database';
import type { PlaceRepository } from '../meeting-places/place-repository';
import type { StoredTeam, TeamDetails } from './team-wire';

/** Everything of a team an edit may change: not its name. The lead and members are user ids, members in order. */
export interface TeamChanges extends TeamDetails {
  leadId: string;
  memberIds: string[];
}

/** Its members go with it when it is deleted (on delete cascade). */
export interface TeamsRepository extends PlaceRepository<StoredTeam, TeamChanges> {
  /** The names of the teams a user leads, and of those it is a member of, each sorted by name. */
  namesNaming(userId: string): Promise<TeamsNamingUser>;
  /** Whether the user leads the team or is one of its members. */
  isOnTeam(name: string, userId: string): Promise<boolean>;
}

export interface TeamsNamingUser {
  teamsLed: string[];
  teamsJoined: string[];
}

interface TeamRow extends Omit<TeamDetails, 'zoomLink'> {
  name: string;
  lead: string;
  members: string[];
  zoom_link: string;
  updated_date: Date;
}

function fromTeamRow({ zoom_link, updated_date, ...rest }: TeamRow): StoredTeam {
  return { ...rest, zoomLink: zoom_link, updatedDate: updated_date };
}

/** Each team with its lead's and members' current usernames, the members in their saved order. */
const SELECT_TEAMS = `select team.name, team.description, lead.username as lead,
    coalesce(
      (select array_agg(member.username order by team_member.position)
         from team_members as team_member
         join users as member on member.id = team_member.user_id
        where team_member.team_name = team.name),
      '{}') as members,
    team.zoom_link, team.comments, team.updated_date
  from teams as team
  join users as lead on lead.id = team.lead_id`;

/** "C" collation: the database's default collation differs between PGlite and a PostgreSQL server. */
const BY_NAME = 'lower(team.name) collate "C", team.name collate "C"';

const INSERT_TEAM = `insert into teams (name, description, lead_id, zoom_link, comments, updated_date)
  values ($1, $2, $3, $4, $5, $6)`;

const teamParams = (name: string, changes: TeamChanges, now: Date) => [
  name,
  changes.description,
  changes.leadId,
  changes.zoomLink,
  changes.comments,
  now,
];

export function createTeamsRepository(db: Queryable): TeamsRepository {
  const findByName = async (name: string) => {
    const [row] = await db.query<TeamRow>(`${SELECT_TEAMS} where lower(team.name) = lower($1)`, [name], {
      prepared: 'team-by-name',
    });
    return row ? fromTeamRow(row) : null;
  };
  /** The position is the member's index in `memberIds`, so the list keeps the order the form gave. */
  const insertMembers = async (teamName: string, memberIds: string[]) => {
    await db.query(
      `insert into team_members (team_name, user_id, position)
       select $1, member.id, member.position
         from unnest($2::uuid[]) with ordinality as member(id, position)`,
      [teamName, memberIds],
    );
  };
  return {
    list: async () => (await db.query<TeamRow>(`${SELECT_TEAMS} order by ${BY_NAME}`)).map(fromTeamRow),
    names: async () =>
      (await db.query<{ name: string }>(`select name from teams as team order by ${BY_NAME}`)).map((row) => row.name),
    findByName,
    create: async (name, changes, now) => {
      await db.query(INSERT_TEAM, teamParams(name, changes, now));
      await insertMembers(name, changes.memberIds);
      const created = await findByName(name);
      if (!created) throw new Error('Inserting a team stored no row.');
      return created;
    },
    update: async (name, changes, now) => {
      const [row] = await db.query<{ name: string }>(
        `update teams set description = $2, lead_id = $3, zoom_link = $4, comments = $5, updated_date = $6
          where lower(name) = lower($1)
      returning name`,
        teamParams(name, changes, now),
      );
      if (!row) return null;
      await db.query('delete from team_members where team_name = $1', [row.name]);
      await insertMembers(row.name, changes.memberIds);
      return findByName(row.name);
    },
    delete: async (name) => (await db.query('delete from teams where name = $1 returning name', [name])).length > 0,
    namesNaming: async (userId) => {
      const rows = await db.query<{ led: boolean; name: string }>(
        `select led, name from (
           select true as led, name from teams where lead_id = $1
           union all
           select false, team_name from team_members where user_id = $1
         ) as places
         order by lower(name) collate "C", name collate "C"`,
        [userId],
      );
      return {
        teamsLed: rows.filter((row) => row.led).map((row) => row.name),
        teamsJoined: rows.filter((row) => !row.led).map((row) => row.name),
      };
    },
    isOnTeam: async (name, userId) => {
      const [row] = await db.query<{ on_team: boolean }>(
        `select exists (select 1 from teams where name = $1 and lead_id = $2)
             or exists (select 1 from team_members where team_name = $1 and user_id = $2) as on_team`,
        [name, userId],
      );
      return row?.on_team ?? false;
    },
    lock: (names) => lockNames(db, { team: names }),
  };
}
