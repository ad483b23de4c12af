import { CALENDAR_TEXTS } from '@scheduler/shared-domain/calendar';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { Button } from '@scheduler/shared-ui/button';
import type { Column } from '@scheduler/shared-ui/data-table';
import type { RemoteData } from '@scheduler/shared-ui/use-remote-data';
import { meetingsApi } from '../api/meetings-api';

/** How long a saved file's object URL lives: a browser may read it only after the click's task has ended. */
const OBJECT_URL_LIFE_MS = 60_000;

/** Hands a downloaded file to the browser, which saves it as `fileName`. */
function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFE_MS);
}

/**
 * 'Add to calendar', for every role: downloads the meeting as `<id>.ics` (with the token, so not a plain link); a
 * failure goes to `onFailure`, for the screen's alert.
 */
export function AddToCalendarButton({
  meeting,
  onFailure,
}: {
  meeting: Meeting;
  onFailure: (failure: unknown) => void;
}) {
  const addToCalendar = () =>
    meetingsApi.ics(meeting._id).then((file) => saveFile(file, `${meeting._id}.ics`), onFailure);
  return (
    <Button
      look="link"
      onClick={() => void addToCalendar()}
      aria-label={`${CALENDAR_TEXTS.addToCalendar}: ${meeting._id}`}
    >
      {CALENDAR_TEXTS.addToCalendar}
    </Button>
  );
}

/** A column of 'Add to calendar' buttons; a failure lands in the list's alert. */
export function calendarColumn(list: Pick<RemoteData<Meeting[]>, 'setFailure'>): Column<Meeting> {
  return {
    header: CALENDAR_TEXTS.column,
    width: '9rem',
    action: true,
    cell: (meeting) => <AddToCalendarButton meeting={meeting} onFailure={list.setFailure} />,
  };
}
