import { http } from '@scheduler/shared-auth';
import type { CalendarFeeds } from '@scheduler/shared-domain/calendar-feeds';
import type { MailPreferences } from '@scheduler/shared-domain/mail-preferences';
import type { SignOutEverywhereInput } from '@scheduler/shared-domain/sign-out-everywhere';
import type { User } from '@scheduler/shared-domain/user';
import type {
  NewUserInput,
  UserLinkInput,
  UserUnlinkInput,
  UserUpdateInput,
} from '@scheduler/shared-domain/user-schema';
import type { EditStamp } from '@scheduler/shared-ui/schema-form';

/** The calls of SPEC §7 Users that this section makes, and the signed-in user's calendar feed links. */
export const usersApi = {
  all: () => http.get<User[]>('/users'),
  current: () => http.get<User>('/users/current'),
  one: (id: string) => http.get<User>(`/users/edit/${encodeURIComponent(id)}`),
  remove: (id: string) => http.get<{ message: string }>(`/users/delete/${encodeURIComponent(id)}`),
  register: (user: NewUserInput) => http.post<User>('/users/register/', user),
  update: (user: UserUpdateInput & EditStamp) => http.post<User>('/users/update/', user),
  link: (link: UserLinkInput) => http.post<User>('/users/link', link),
  unlink: (unlink: UserUnlinkInput) => http.post<User>('/users/unlink', unlink),
  /** The signed-in user's own sessions, this one too, and on request its API tokens. */
  signOutEverywhere: (input: SignOutEverywhereInput) =>
    http.post<{ message: string }>('/users/sign-out-everywhere', input),
  /** An account without a password: its 'Set your password' link again. */
  resendPasswordLink: (id: string) =>
    http.post<{ message: string }>(`/users/password-link/${encodeURIComponent(id)}`, undefined),
  preferences: (id: string) => http.get<MailPreferences>(`/users/preferences/${encodeURIComponent(id)}`),
  /** The signed-in user's own. */
  savePreferences: (preferences: MailPreferences) => http.post<MailPreferences>('/users/preferences', preferences),
  calendarFeeds: () => http.get<CalendarFeeds>('/calendar/feeds'),
  /** New links; the old ones stop at once. */
  resetCalendarFeeds: () => http.post<CalendarFeeds>('/calendar/feeds/reset', undefined),
};
