/** Telling the stale-edit refusal apart from other conflicts, without the message library the screens need not load. */

const STALE_EDIT =
  /^Someone else changed (?:user|venue|team|meeting) .+ after you opened it\. Reload to see their changes\.$/;

/** Whether a 409's text is the stale-edit refusal (server-messages.ts), which Reload remedies, rather than a conflict. */
export function isStaleEditMessage(text: string): boolean {
  return STALE_EDIT.test(text);
}
