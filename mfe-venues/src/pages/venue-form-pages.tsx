import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Loading } from '@scheduler/shared-ui/loading';
import { Page } from '@scheduler/shared-ui/page';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useNavigate, useParams } from 'react-router-dom';
import { venuesApi } from '../api/venues-api';
import { VenueForm } from '../components/venue-form';

const VENUE_LIST = '/venue';

const loadPeople = async () => {
  const [internalPeople, venuePeople] = await Promise.all([venuesApi.internalContacts(), venuesApi.venueContacts()]);
  return { internalPeople, venuePeople };
};

/** SPEC §2 Add Venue: Add goes to the venue list, Cancel to '/'. */
export function AddVenuePage() {
  const navigate = useNavigate();
  const people = useRemoteData(loadPeople);
  return (
    <Page title="Add New Venue">
      <ErrorAlert failure={people.failure} />
      {people.data ? (
        <VenueForm
          mode="create"
          {...people.data}
          onSave={async (venue) => {
            await venuesApi.add(venue);
            navigate(VENUE_LIST);
          }}
          onCancel={() => navigate('/')}
        />
      ) : (
        !people.failure && <Loading />
      )}
    </Page>
  );
}

/** SPEC §2 Edit Venue: reads the venue named by the route; Save and Cancel both return to the list. */
export function EditVenuePage() {
  const { _id = '' } = useParams();
  const navigate = useNavigate();
  const loaded = useRemoteData(async () => {
    const [venue, people] = await Promise.all([venuesApi.one(_id), loadPeople()]);
    return { venue, ...people };
  });
  return (
    <Page title="Edit Venue">
      <ErrorAlert failure={loaded.failure} />
      {loaded.data ? (
        <VenueForm
          mode="edit"
          initial={loaded.data.venue}
          internalPeople={loaded.data.internalPeople}
          venuePeople={loaded.data.venuePeople}
          onSave={async (venue) => {
            await venuesApi.update(venue);
            navigate(VENUE_LIST);
          }}
          onCancel={() => navigate(VENUE_LIST)}
        />
      ) : (
        !loaded.failure && <Loading />
      )}
    </Page>
  );
}
