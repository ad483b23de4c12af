import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * The venues section's screens (SPEC §2, §4), in the `venues` namespace of the catalogs. Plain descriptors rather
 * than `defineMessages`, which returns them as they are: a section's first chunk then waits for no shared module.
 */
export const VENUE_SCREENS = {
  listTitle: { id: 'venues.listTitle', defaultMessage: 'List Venues' },
  addTitle: { id: 'venues.addTitle', defaultMessage: 'Add Venue' },
  editTitle: { id: 'venues.editTitle', defaultMessage: 'Edit Venue' },
  listHeading: { id: 'venues.listHeading', defaultMessage: 'List All Venues' },
  addHeading: { id: 'venues.addHeading', defaultMessage: 'Add New Venue' },
  venue: { id: 'venues.venue', defaultMessage: 'Venue' },
  venueName: { id: 'venues.venueName', defaultMessage: 'Venue Name' },
  venueNameFixed: { id: 'venues.venueNameFixed', defaultMessage: 'Venue Name (cannot be changed)' },
  lastUpdated: { id: 'venues.lastUpdated', defaultMessage: 'Last Updated on' },
  description: { id: 'venues.description', defaultMessage: 'Description' },
  contact: { id: 'venues.contact', defaultMessage: 'Contact' },
  internalContact: { id: 'venues.internalContact', defaultMessage: 'Internal Contact' },
  venueContact: { id: 'venues.venueContact', defaultMessage: 'Venue Contact' },
  website: { id: 'venues.website', defaultMessage: 'Website' },
  websiteUrl: { id: 'venues.websiteUrl', defaultMessage: 'Website URL' },
  calendar: { id: 'venues.calendar', defaultMessage: 'Calendar' },
  calendarUrl: { id: 'venues.calendarUrl', defaultMessage: 'Calendar URL' },
  address: { id: 'venues.address', defaultMessage: 'Address' },
  town: { id: 'venues.town', defaultMessage: 'Town' },
  location: { id: 'venues.location', defaultMessage: 'Location' },
  locationUrl: { id: 'venues.locationUrl', defaultMessage: 'Location (Map URL)' },
  map: { id: 'venues.map', defaultMessage: 'Map' },
  iconImage: { id: 'venues.iconImage', defaultMessage: 'Icon Image' },
  photoImage: { id: 'venues.photoImage', defaultMessage: 'Photo Image' },
  venueIconImage: { id: 'venues.venueIconImage', defaultMessage: 'Venue Icon Image' },
  venuePhotoImage: { id: 'venues.venuePhotoImage', defaultMessage: 'Venue Photo Image' },
  iconOf: { id: 'venues.iconOf', defaultMessage: '{name} icon' },
  photoOf: { id: 'venues.photoOf', defaultMessage: '{name} photo' },
  imagePath: { id: 'venues.imagePath', defaultMessage: '{image} (path or URL)' },
  /** `image` is the field's label in lower case, as English words it mid-sentence. */
  uploadImage: { id: 'venues.uploadImage', defaultMessage: 'Upload {image} file' },
  uploading: { id: 'venues.uploading', defaultMessage: 'Uploading…' },
  imagePreview: { id: 'venues.imagePreview', defaultMessage: '{image} preview' },
  /** SPEC §4: the contact dropdowns' '<delete>' choice, sent as a single space, clears that contact. */
  deleteContact: { id: 'venues.deleteContact', defaultMessage: "'<delete>'" },
  /** The empty first choice of a contact dropdown, named (it still means no contact). */
  contactChoice: { id: 'venues.contactChoice', defaultMessage: 'Choose a contact' },
  /** SPEC §7, §8: the browser confirm before `GET /venues/delete/{id}`. */
  deleteConfirm: { id: 'venues.deleteConfirm', defaultMessage: 'M004 Select OK to delete, or Cancel to return.' },
  listCaption: { id: 'venues.listCaption', defaultMessage: 'A list of all venues currently in the database.' },
  listEmpty: { id: 'venues.listEmpty', defaultMessage: 'No venues to display' },
  /** SPEC §2: the venue list's copy of the loading text ends with a space. */
  listLoading: { id: 'venues.listLoading', defaultMessage: 'Loading data. Please wait... ' },
  /** Said in the live region after a save: the browser's words, beside the server's answer to a delete. */
  added: { id: 'venues.added', defaultMessage: 'Venue {name} added.' },
  saved: { id: 'venues.saved', defaultMessage: 'Venue {name} saved.' },
} satisfies Record<string, MessageDescriptor>;
