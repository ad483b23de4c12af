/** SPEC §7: deletes run only after the browser confirm; on cancel a message is logged and nothing is sent. */
export async function confirmThenDelete(confirmText: string, remove: () => Promise<unknown>): Promise<boolean> {
  if (!window.confirm(confirmText)) {
    console.info('Delete cancelled; nothing was sent.');
    return false;
  }
  await remove();
  return true;
}
