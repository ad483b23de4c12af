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

/** The server's answer (the panel's own texts are SIGN_OUT_EVERYWHERE_SCREENS). */
export const SIGN_OUT_EVERYWHERE_TEXTS = {
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
