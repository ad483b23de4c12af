import { inScreenLanguage, MEETING_PATHS, SHELL_PATHS, useTranslate } from '@scheduler/shared-auth';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import { MEETING_FORM_SCREENS as F } from '@scheduler/shared-domain/meeting-form-screens';
import { MEETING_SCREENS as S } from '@scheduler/shared-domain/meeting-screens';
import { Button } from '@scheduler/shared-ui/button';
import { EditedRecord } from '@scheduler/shared-ui/edited-record';
import { Page } from '@scheduler/shared-ui/page';
import { RemoteContent } from '@scheduler/shared-ui/remote-content';
import { announcingSave } from '@scheduler/shared-ui/schema-form';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { meetingsApi } from '../api/meetings-api';
import { loadChoices } from '../components/meeting-choices';
import { MeetingForm } from '../components/meeting-form';
import { editReturnOf, prefillOf } from '../components/meeting-links';
import { ZoneNotice } from '../components/zone-notice';

/**
 * SPEC §2 Add Meeting: after a successful add it goes to the meeting list; Cancel goes to '/'. The calendar opens it
 * filled in through its address (meeting-links.ts), and an add from there returns to the calendar at its day.
 */
export function AddMeetingPage() {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const cameFrom = editReturnOf(state);
  const choices = useRemoteData(loadChoices);
  const t = useTranslate();
  return (
    <Page title={t(S.addTitle)}>
      <ZoneNotice />
      <RemoteContent remote={choices}>
        {(loaded) => (
          <MeetingForm
            mode="create"
            choices={loaded}
            prefill={prefillOf(search, loaded)}
            save={announcingSave(meetingsApi.add, (meeting) => inScreenLanguage(F.added, { id: meeting._id }))}
            savedPath={cameFrom ?? MEETING_PATHS.list.to()}
            onCancel={() => navigate(SHELL_PATHS.root)}
          />
        )}
      </RemoteContent>
    </Page>
  );
}

/** Where an edit returns: the meeting list (edit mode) or the schedule of the meeting's team (schedule mode). */
export type EditMeetingMode = 'edit' | 'schedule';

/**
 * SPEC §2 Edit Meeting. In schedule mode Save and Cancel return to the schedule of the team the meeting had when
 * it was opened; Cancel without one goes back two history steps. Opened with an `EditReturn`, both go there instead.
 */
export function EditMeetingPage({ mode }: { mode: EditMeetingMode }) {
  const { _id = '' } = useParams();
  const navigate = useNavigate();
  const t = useTranslate();
  const cameFrom = editReturnOf(useLocation().state);
  const meeting = useRemoteData(async () => {
    const [initial, choices] = await Promise.all([meetingsApi.one(_id), loadChoices()]);
    return { initial, choices };
  });
  const initialTeam = meeting.data?.initial.team ?? '';
  const returnTo =
    cameFrom ?? (mode === 'edit' ? MEETING_PATHS.list.to() : MEETING_PATHS.schedule.to({ team: initialTeam }));
  const leave = () => (!cameFrom && mode === 'schedule' && !initialTeam ? navigate(-2) : navigate(returnTo));

  return (
    <Page title={t(S.editTitle)}>
      <ZoneNotice />
      <EditedRecord
        kind="meeting"
        recordId={_id}
        remote={meeting}
        whileLoading={<Button onClick={leave}>{t(KIT_MESSAGES.cancel)}</Button>}
      >
        {(loaded) => (
          <MeetingForm
            mode="edit"
            {...loaded}
            save={announcingSave(meetingsApi.update, (saved) => inScreenLanguage(F.saved, { id: saved._id }))}
            savedPath={returnTo}
            onCancel={leave}
          />
        )}
      </EditedRecord>
    </Page>
  );
}

export const EditMeetingFromListPage = () => <EditMeetingPage mode="edit" />;
export const EditMeetingFromSchedulePage = () => <EditMeetingPage mode="schedule" />;
