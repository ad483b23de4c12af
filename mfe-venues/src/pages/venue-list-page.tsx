import { type Translate, useAppConfig, useTranslate, VENUE_PATHS } from '@scheduler/shared-auth';
import {
  type InternalContactKey,
  internalContactKey,
  VENUE_LIST_HEADER_TOP_PX,
  type Venue,
} from '@scheduler/shared-domain/venue';
import { VENUE_SCREENS } from '@scheduler/shared-domain/venue-screens';
import type { Column } from '@scheduler/shared-ui/data-table';
import { Page } from '@scheduler/shared-ui/page';
import { RemoteTable, useAdminColumns } from '@scheduler/shared-ui/remote-table';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useMemo } from 'react';
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

const venueColumns = (t: Translate, internalKey: InternalContactKey): Column<Venue>[] => [
  { header: t(VENUE_SCREENS.venue), cell: (venue) => venue._id },
  { header: t(VENUE_SCREENS.description), cell: (venue) => venue.description, wrap: true },
  { header: t(VENUE_SCREENS.internalContact), cell: (venue) => venue[internalKey] },
  { header: t(VENUE_SCREENS.venueContact), cell: (venue) => venue.contact },
  {
    header: t(VENUE_SCREENS.website),
    cell: (venue) => <ExternalLink href={venue.website} label={t(VENUE_SCREENS.website)} />,
  },
  {
    header: t(VENUE_SCREENS.calendar),
    cell: (venue) => <ExternalLink href={venue.calendar} label={t(VENUE_SCREENS.calendar)} />,
  },
  { header: t(VENUE_SCREENS.address), cell: (venue) => venue.address },
  { header: t(VENUE_SCREENS.town), cell: (venue) => venue.town },
  {
    header: t(VENUE_SCREENS.location),
    cell: (venue) => <ExternalLink href={venue.location} label={t(VENUE_SCREENS.map)} />,
  },
  {
    header: t(VENUE_SCREENS.iconImage),
    cell: (venue) => (
      <Thumbnail path={venue.iconimage} alt={t(VENUE_SCREENS.iconOf, { name: venue._id })} className="h-8 w-8" />
    ),
  },
  {
    header: t(VENUE_SCREENS.photoImage),
    cell: (venue) => (
      <Thumbnail path={venue.photoimage} alt={t(VENUE_SCREENS.photoOf, { name: venue._id })} className="h-12 w-16" />
    ),
  },
];

/** SPEC §2 List All Venues. */
export function VenueListPage() {
  const t = useTranslate();
  const internalKey = internalContactKey(useAppConfig().groupAbbreviation);
  const venues = useRemoteData(venuesApi.all, ['venue', 'user']);
  const columns = useAdminColumns<Venue>(
    useMemo(() => venueColumns(t, internalKey), [t, internalKey]),
    {
      list: venues,
      recordName: (venue) => venue._id,
      editPath: (venue) => VENUE_PATHS.edit.to({ _id: venue._id }),
      confirmText: t(VENUE_SCREENS.deleteConfirm),
      remove: (venue) => venuesApi.remove(venue._id),
    },
  );

  return (
    <Page title={t(VENUE_SCREENS.listHeading)}>
      <RemoteTable
        exportAs="venues"
        remote={venues}
        columns={columns}
        rowKey={(venue) => venue._id}
        caption={t(VENUE_SCREENS.listCaption)}
        emptyText={t(VENUE_SCREENS.listEmpty)}
        loadingText={t(VENUE_SCREENS.listLoading)}
        stickyHeaderTop={VENUE_LIST_HEADER_TOP_PX}
      />
    </Page>
  );
}
