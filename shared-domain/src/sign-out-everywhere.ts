import { defineMessages } from '@scheduler/shared-domain/i18n';
import * as v from 'valibot';

/**
 * `POST /users/sign-out-everywhere`: every other session of the caller ends (this one stays, so that a stolen one is
 * ended by its owner, not the other way round); with `apiTokens`, every API token too.
 */
export const signOutEverywhereSchema = v.object({
  apiTokens: v.optional(v.boolean('API tokens must be true or false.'), false),
});
export type SignOutEverywhereInput = v.InferOutput<typeof signOutEverywhereSchema>;

export const SIGN_OUT_EVERYWHERE_TEXTS = {
  heading: 'Sign out everywhere else',
  intro:
    'Ends every other session of yours, on every device and browser: after a lost laptop, a shared computer, or a sign-in you do not know. This one stays signed in.',
  apiTokens: 'Revoke my API tokens too',
  action: 'Sign out everywhere else',
  confirm: 'Every other session of yours ends at once. Select OK to sign out everywhere else, or Cancel to return.',
  sessions: 'Every other session of yours has ended.',
  withTokens: 'Every other session and every API token of yours has ended.',
} as const;

/** What the server answers once the other sessions have ended, in the `server` namespace. */
export const SIGN_OUT_EVERYWHERE_ANSWER_MESSAGES = defineMessages({
  sessions: { id: 'server.signOutEverywhere.sessions', defaultMessage: 'Every other session of yours has ended.' },
  withTokens: {
    id: 'server.signOutEverywhere.withTokens',
    defaultMessage: 'Every other session and every API token of yours has ended.',
  },
});
