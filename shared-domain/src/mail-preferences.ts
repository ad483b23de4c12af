import { LANGUAGES, type Language } from '@scheduler/shared-domain/i18n';
import * as v from 'valibot';

/** How long before a meeting starts its reminder is sent, or none. */
export const REMINDER_CHOICES = ['none', '10m', '1h', '1d'] as const;
export type ReminderChoice = (typeof REMINDER_CHOICES)[number];

/** A reminder's lead time; `none` sends none. */
export const REMINDER_LEAD_MS: Record<Exclude<ReminderChoice, 'none'>, number> = {
  '10m': 10 * 60_000,
  '1h': 60 * 60_000,
  '1d': 24 * 60 * 60_000,
};

/** What a user wants by email: `GET /api/users/preferences/:id`, and the body of `POST /api/users/preferences`. */
export interface MailPreferences {
  /** Invitations, changes and cancellations of the user's meetings. */
  mailChanges: boolean;
  reminder: ReminderChoice;
  /**
   * The language of the user's mail, and of their screens once they sign in; null until they choose one, when their
   * browser's is used.
   */
  language: Language | null;
}

/** The page whose Email notifications a message's links lead to, below PUBLIC_URL: the reader's own (SPEC user/get). */
export const MAIL_PREFERENCES_PATH = '/user/get';

export const DEFAULT_MAIL_PREFERENCES: MailPreferences = { mailChanges: true, reminder: '1h', language: null };

/** A body without `language` leaves the chosen language as it is: a client from before there was one loses nothing. */
export const mailPreferencesSchema = v.object({
  mailChanges: v.boolean(),
  reminder: v.picklist(REMINDER_CHOICES),
  language: v.nullish(v.picklist(LANGUAGES)),
});
export type MailPreferencesBody = v.InferOutput<typeof mailPreferencesSchema>;
