import { LIMITS } from '@scheduler/shared-domain/limits';
import {
  FREE_TEXT_CHARACTERS,
  freeTextCharactersMessage,
  isWebUrlOrBlank,
  KEY_CHARACTERS,
  keyCharactersMessage,
  orderedRules,
  type Rule,
  text,
  maxLengthMessage as tooLong,
  updatedDateRule,
} from '@scheduler/shared-domain/validation';
import * as v from 'valibot';

/** SPEC §5 Team create and edit. */
export const TEAM_MESSAGES = {
  nameRequired: 'Team Name is required.',
  nameTooLong: tooLong('Team Name', LIMITS.teamName),
  nameCharacters: keyCharactersMessage('Team Name'),
  descriptionRequired: 'Description is required.',
  descriptionTooLong: tooLong('Description', LIMITS.teamText),
  descriptionCharacters: freeTextCharactersMessage('Description'),
  leadRequired: 'Team Lead is required.',
  membersRequired: 'One or more team members are required.',
  membersRepeated: 'Each team member may be listed only once.',
  linkTooLong: tooLong('Meeting Link', LIMITS.teamText),
  linkInvalid: 'Meeting Link URL format is invalid,',
  commentsTooLong: tooLong('Comments', LIMITS.teamText),
  commentsCharacters: freeTextCharactersMessage('Comments'),
  updatedDateRequired: 'Team updatedDate is required.',
} as const;
const M = TEAM_MESSAGES;

const teamFields = {
  _id: text('Team Name'),
  description: text('Description'),
  teamLead: text('Team Lead'),
  members: v.optional(v.array(v.pipe(v.string(M.membersRequired), v.trim()), M.membersRequired), []),
  zoomLink: text('Meeting Link'),
  comments: text('Comments'),
};
export type TeamInput = v.InferOutput<v.ObjectSchema<typeof teamFields, undefined>>;

const nameRules: Rule<TeamInput>[] = [
  { field: '_id', isValid: (team) => team._id !== '', message: M.nameRequired },
  { field: '_id', isValid: (team) => team._id.length <= LIMITS.teamName, message: M.nameTooLong },
  { field: '_id', isValid: (team) => KEY_CHARACTERS.test(team._id), message: M.nameCharacters },
];
const teamRules: Rule<TeamInput>[] = [
  { field: 'description', isValid: (team) => team.description !== '', message: M.descriptionRequired },
  {
    field: 'description',
    isValid: (team) => team.description.length <= LIMITS.teamText,
    message: M.descriptionTooLong,
  },
  {
    field: 'description',
    isValid: (team) => FREE_TEXT_CHARACTERS.test(team.description),
    message: M.descriptionCharacters,
  },
  { field: 'teamLead', isValid: (team) => team.teamLead !== '', message: M.leadRequired },
  { field: 'members', isValid: (team) => team.members.some((member) => member !== ''), message: M.membersRequired },
  {
    field: 'members',
    isValid: (team) => {
      const named = team.members.filter(Boolean);
      return new Set(named).size === named.length;
    },
    message: M.membersRepeated,
  },
  { field: 'zoomLink', isValid: (team) => team.zoomLink.length <= LIMITS.teamText, message: M.linkTooLong },
  { field: 'zoomLink', isValid: (team) => isWebUrlOrBlank(team.zoomLink), message: M.linkInvalid },
  { field: 'comments', isValid: (team) => team.comments.length <= LIMITS.teamText, message: M.commentsTooLong },
  { field: 'comments', isValid: (team) => FREE_TEXT_CHARACTERS.test(team.comments), message: M.commentsCharacters },
];
const withoutBlankMembers = <Team extends TeamInput>(team: Team): Team => ({
  ...team,
  members: team.members.filter(Boolean),
});

/** Add Team and `POST /teams/add`: the checks in SPEC order; the first failure wins. */
export const addTeamSchema = v.pipe(
  v.object(teamFields),
  orderedRules<TeamInput>([...nameRules, ...teamRules]),
  v.transform(withoutBlankMembers),
);

const updateFields = { ...teamFields, updatedDate: text('Team updatedDate') };
export type TeamUpdateInput = v.InferOutput<v.ObjectSchema<typeof updateFields, undefined>>;

/**
 * Edit Team and `POST /teams/update/`: the name identifies the team and never changes. The update carries the
 * `updatedDate` it started from.
 */
export const updateTeamSchema = v.pipe(
  v.object(updateFields),
  orderedRules<TeamUpdateInput>([
    nameRules[0] as Rule<TeamUpdateInput>,
    ...teamRules,
    updatedDateRule(M.updatedDateRequired),
  ]),
  v.transform(withoutBlankMembers),
);

/** `GET /teams/edit/{id}` and `/teams/delete/{id}`: a team name. */
export const teamIdParamsSchema = v.object({
  id: v.pipe(v.string(M.nameRequired), v.nonEmpty(M.nameRequired), v.maxLength(LIMITS.teamName, M.nameTooLong)),
});
