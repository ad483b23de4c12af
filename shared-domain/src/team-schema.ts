import { defineMessages, inEnglishEach, message } from '@scheduler/shared-domain/i18n';
import { LIMITS } from '@scheduler/shared-domain/limits';
import {
  FREE_TEXT_CHARACTERS,
  freeTextCharactersMessage,
  inParseLanguage,
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

/** SPEC §5 Team create and edit: its fields' labels and its own messages, in the `validation` namespace. */
export const TEAM_FORM_MESSAGES = defineMessages({
  teamName: { id: 'validation.team.teamName', defaultMessage: 'Team Name' },
  description: { id: 'validation.team.description', defaultMessage: 'Description' },
  teamLead: { id: 'validation.team.teamLead', defaultMessage: 'Team Lead' },
  meetingLink: { id: 'validation.team.meetingLink', defaultMessage: 'Meeting Link' },
  comments: { id: 'validation.team.comments', defaultMessage: 'Comments' },
  updatedDate: { id: 'validation.team.updatedDate', defaultMessage: 'Team updatedDate' },
  nameRequired: { id: 'validation.team.nameRequired', defaultMessage: 'Team Name is required.' },
  descriptionRequired: { id: 'validation.team.descriptionRequired', defaultMessage: 'Description is required.' },
  leadRequired: { id: 'validation.team.leadRequired', defaultMessage: 'Team Lead is required.' },
  membersRequired: { id: 'validation.team.membersRequired', defaultMessage: 'One or more team members are required.' },
  membersRepeated: {
    id: 'validation.team.membersRepeated',
    defaultMessage: 'Each team member may be listed only once.',
  },
  linkInvalid: { id: 'validation.team.linkInvalid', defaultMessage: 'Meeting Link URL format is invalid,' },
  updatedDateRequired: { id: 'validation.team.updatedDateRequired', defaultMessage: 'Team updatedDate is required.' },
});
const F = TEAM_FORM_MESSAGES;

/** What the team rules say, worded in the language of the parse. */
export const TEAM_RULES = {
  nameRequired: message(F.nameRequired),
  nameTooLong: tooLong(F.teamName, LIMITS.teamName),
  nameCharacters: keyCharactersMessage(F.teamName),
  descriptionRequired: message(F.descriptionRequired),
  descriptionTooLong: tooLong(F.description, LIMITS.teamText),
  descriptionCharacters: freeTextCharactersMessage(F.description),
  leadRequired: message(F.leadRequired),
  membersRequired: message(F.membersRequired),
  membersRepeated: message(F.membersRepeated),
  linkTooLong: tooLong(F.meetingLink, LIMITS.teamText),
  linkInvalid: message(F.linkInvalid),
  commentsTooLong: tooLong(F.comments, LIMITS.teamText),
  commentsCharacters: freeTextCharactersMessage(F.comments),
  updatedDateRequired: message(F.updatedDateRequired),
};
/** The same in English, as the SPEC words them. */
export const TEAM_MESSAGES = inEnglishEach(TEAM_RULES);
const M = TEAM_RULES;

const teamFields = {
  _id: text(F.teamName),
  description: text(F.description),
  teamLead: text(F.teamLead),
  members: v.optional(
    v.array(v.pipe(v.string(inParseLanguage(M.membersRequired)), v.trim()), inParseLanguage(M.membersRequired)),
    [],
  ),
  zoomLink: text(F.meetingLink),
  comments: text(F.comments),
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

const updateFields = { ...teamFields, updatedDate: text(F.updatedDate) };
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
  id: v.pipe(
    v.string(inParseLanguage(M.nameRequired)),
    v.nonEmpty(inParseLanguage(M.nameRequired)),
    v.maxLength(LIMITS.teamName, inParseLanguage(M.nameTooLong)),
  ),
});
