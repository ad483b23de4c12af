import { useTranslate } from '@scheduler/shared-auth';
import { PAGE_MESSAGES } from '@scheduler/shared-domain/messages';

/** SPEC §2: the loading text; the venue list's copy of it ends with a space. */
export function Loading({ text }: { text?: string }) {
  const t = useTranslate();
  return (
    <p role="status" className="whitespace-pre py-6 text-gray-600">
      {text ?? t(PAGE_MESSAGES.loading)}
    </p>
  );
}
