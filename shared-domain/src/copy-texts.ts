/** A value to copy (a calendar link, a new API token): its button, and what the button did. */
export const COPY_TEXTS = {
  copy: 'Copy',
  copied: 'Copied',
  copyByHand: 'Press Ctrl+C to copy',
} as const;
