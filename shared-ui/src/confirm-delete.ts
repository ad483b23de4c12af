/**
 * SPEC §7: deletes run only after the browser confirm; on cancel a message is logged and nothing is sent. Answers
 * the delete's answer, or null when cancelled.
 */
export async function confirmThenDelete<Answer>(
  confirmText: string,
  remove: () => Promise<Answer>,
): Promise<Answer | null> {
  if (!window.confirm(confirmText)) {
    console.info('Delete cancelled; nothing was sent.');
    return null;
  }
  return remove();
}
