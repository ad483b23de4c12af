import { LOADING_MESSAGE } from '@scheduler/shared-domain/messages';

export function Loading() {
  return (
    <p role="status" className="py-6 text-gray-600">
      {LOADING_MESSAGE}
    </p>
  );
}
