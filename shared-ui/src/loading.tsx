import { LOADING_MESSAGE } from '@scheduler/shared-domain/messages';

/** SPEC §2: the loading text; the venue list's copy of it ends with a space. */
export function Loading({ text = LOADING_MESSAGE }: { text?: string }) {
  return (
    <p role="status" className="whitespace-pre py-6 text-gray-600">
      {text}
    </p>
  );
}
