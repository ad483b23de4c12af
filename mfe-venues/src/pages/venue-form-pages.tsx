import { SHELL_PATHS, useTranslate, VENUE_PATHS } from '@scheduler/shared-auth';
import { VENUE_SCREENS } from '@scheduler/shared-domain/venue-screens';
import { EditedRecord } from '@scheduler/shared-ui/edited-record';
import { Page } from '@scheduler/shared-ui/page';
import { RemoteContent } from '@scheduler/shared-ui/remote-content';
import { announcingSave } from '@scheduler/shared-ui/schema-form';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useNavigate, useParams } from 'react-router-dom';
import { venuesApi } from '../api/venues-api';
import { VenueForm, type VenuePeople } from '../components/venue-form';

const loadPeople = async (): Promise<VenuePeople> => {
  const [internalPeople, venuePeople] = await Promise.all([venuesApi.internalContacts(), venuesApi.venueContacts()]);
  return { internalPeople, venuePeople };
};

/** SPEC §2 Add Venue: Add goes to the venue list, Cancel to '/'. */
export function AddVenuePage() {
  const navigate = useNavigate();
  const t = useTranslate();
  const people = useRemoteData(loadPeople);
  return (
    <Page title={t(VENUE_SCREENS.addHeading)}>
      <RemoteContent remote={people}>
        {(loaded) => (
          <VenueForm
            mode="create"
            {...loaded}
            save={announcingSave(venuesApi.add, (venue) => t(VENUE_SCREENS.added, { name: venue._id }))}
            savedPath={VENUE_PATHS.list.to()}
            onCancel={() => navigate(SHELL_PATHS.root)}
          />
        )}
      </RemoteContent>
    </Page>
  );
}

/** SPEC §2 Edit Venue: reads the venue named by the route; Save and Cancel both return to the list. */
export function EditVenuePage() {
  const { _id = '' } = useParams();
  const navigate = useNavigate();
  const t = useTranslate();
  const venue = useRemoteData(async () => {
    const [initial, people] = await Promise.all([venuesApi.one(_id), loadPeople()]);
    return { initial, ...people };
  });
  return (
    <Page title={t(VENUE_SCREENS.editTitle)}>
      <EditedRecord kind="venue" recordId={_id} remote={venue}>
        {(loaded) => (
          <VenueForm
            mode="edit"
            {...loaded}
            save={announcingSave(venuesApi.update, (venue) => t(VENUE_SCREENS.saved, { name: venue._id }))}
            savedPath={VENUE_PATHS.list.to()}
            onCancel={() => navigate(VENUE_PATHS.list.to())}
          />
        )}
      </EditedRecord>
    </Page>
  );
}
