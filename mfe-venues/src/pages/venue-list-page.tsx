import { useAppConfig, VENUE_PATHS } from '@scheduler/shared-auth';
import {
  DELETE_VENUE_CONFIRM,
  internalContactKey,
  VENUE_LIST_CAPTION,
  VENUE_LIST_EMPTY,
  VENUE_LIST_HEADER_TOP_PX,
  VENUE_LIST_LOADING,
  type Venue,
} from '@scheduler/shared-domain/venue';
import { Page } from '@scheduler/shared-ui/page';
import { RemoteTable, useAdminColumns } from '@scheduler/shared-ui/remote-table';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { venuesApi } from '../api/venues-api';
import { imageSrc } from '../components/image-src';

function ExternalLink({ href, label }: { href: string; label: string }) {
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-500 underline">
      {label}
    </a>
  );
}

function Thumbnail({ path, alt, className }: { path: string; alt: string; className: string }) {
  return path ? (
    <img src={imageSrc(path)} alt={alt} loading="lazy" className={`rounded object-cover ${className}`} />
  ) : null;
}

/** SPEC §2 List All Venues. */
export function VenueListPage() {
  const internalKey = internalContactKey(useAppConfig().groupAbbreviation);
  const venues = useRemoteData(venuesApi.all, ['venue', 'user']);
  const columns = useAdminColumns<Venue>(
    [
      { header: 'Venue', cell: (venue) => venue._id },
      { header: 'Description', cell: (venue) => venue.description, wrap: true },
      { header: 'Internal Contact', cell: (venue) => venue[internalKey] },
      { header: 'Venue Contact', cell: (venue) => venue.contact },
      { header: 'Website', cell: (venue) => <ExternalLink href={venue.website} label="Website" /> },
      { header: 'Calendar', cell: (venue) => <ExternalLink href={venue.calendar} label="Calendar" /> },
      { header: 'Address', cell: (venue) => venue.address },
      { header: 'Town', cell: (venue) => venue.town },
      { header: 'Location', cell: (venue) => <ExternalLink href={venue.location} label="Map" /> },
      {
        header: 'Icon Image',
        cell: (venue) => <Thumbnail path={venue.iconimage} alt={`${venue._id} icon`} className="h-8 w-8" />,
      },
      {
        header: 'Photo Image',
        cell: (venue) => <Thumbnail path={venue.photoimage} alt={`${venue._id} photo`} className="h-12 w-16" />,
      },
    ],
    {
      list: venues,
      recordName: (venue) => venue._id,
      editPath: (venue) => VENUE_PATHS.edit.to({ _id: venue._id }),
      confirmText: DELETE_VENUE_CONFIRM,
      remove: (venue) => venuesApi.remove(venue._id),
    },
  );

  return (
    <Page title="List All Venues">
      <RemoteTable
        exportAs="venues"
        remote={venues}
        columns={columns}
        rowKey={(venue) => venue._id}
        caption={VENUE_LIST_CAPTION}
        emptyText={VENUE_LIST_EMPTY}
        loadingText={VENUE_LIST_LOADING}
        stickyHeaderTop={VENUE_LIST_HEADER_TOP_PX}
      />
    </Page>
  );
}
