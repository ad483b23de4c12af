import { type Translate, useTranslate } from '@scheduler/shared-auth';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { MEETING_SCREENS } from '@scheduler/shared-domain/meeting-screens';
import { Button } from '@scheduler/shared-ui/button';
import type { Column } from '@scheduler/shared-ui/data-table';
import type { RemoteData } from '@scheduler/shared-ui/use-remote-data';
import { meetingsApi } from '../api/meetings-api';

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
  const t = useTranslate();
  // The saving code loads with the first download, as a list's export does: the list's first load pays for neither.
  const addToCalendar = () =>
    Promise.all([meetingsApi.ics(meeting._id), import('@scheduler/shared-ui/save-file')]).then(
      ([file, { saveFile }]) => saveFile(file, `${meeting._id}.ics`),
      onFailure,
    );
  return (
    <Button
      look="link"
      onClick={() => void addToCalendar()}
      aria-label={t(MEETING_SCREENS.addToCalOf, { id: meeting._id })}
    >
      {t(MEETING_SCREENS.addToCal)}
    </Button>
  );
}

/** A column of 'Add to calendar' buttons; a failure lands in the list's alert. */
export function calendarColumn(t: Translate, list: Pick<RemoteData<Meeting[]>, 'setFailure'>): Column<Meeting> {
  return {
    header: t(MEETING_SCREENS.calendarTitle),
    width: '9rem',
    action: true,
    cell: (meeting) => <AddToCalendarButton meeting={meeting} onFailure={list.setFailure} />,
  };
}
