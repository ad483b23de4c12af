import { useAppConfig, useDisplayZone, useLanguage, useTranslate } from '@scheduler/shared-auth';
import type { UserSummary } from '@scheduler/shared-domain/user';
import type { Venue } from '@scheduler/shared-domain/venue';
import { VENUE_RULES, venueSchemas } from '@scheduler/shared-domain/venue-schema';
import { VENUE_SCREENS } from '@scheduler/shared-domain/venue-screens';
import { mediumDateLongTimeIn } from '@scheduler/shared-domain/zoned-time';
import { FormField } from '@scheduler/shared-ui/form-field';
import { FullWidth, SchemaFormView, useSchemaForm } from '@scheduler/shared-ui/schema-form';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { useMemo } from 'react';
import { type VenueWire, venuesApi } from '../api/venues-api';
import { contactChoices } from './contact-choices';
import { ImageField } from './image-field';

/** The form's fields: the wire's, with the name and the internal contact under names of their own. */
type VenueFormValues = Omit<VenueWire, '_id'> & { name: string; internalContact: string };

export interface VenuePeople {
  internalPeople: readonly UserSummary[];
  venuePeople: readonly UserSummary[];
}

type VenueFormProps = VenuePeople & {
  save: (venue: VenueWire) => Promise<unknown>;
  savedPath: string;
  onCancel: () => void;
} & ({ mode: 'create' } | { mode: 'edit'; initial: Venue });

const TEXT_FIELDS = ['description', 'contact', 'website', 'calendar', 'address', 'town', 'location'] as const;
const blank = {
  name: '',
  internalContact: '',
  iconimage: '',
  photoimage: '',
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])),
} as VenueFormValues;

const uploadImage = async (file: File) => (await venuesApi.uploadImage(file)).path;

/** Add Venue and Edit Venue (SPEC §2, §4, §5). */
export function VenueForm(props: VenueFormProps) {
  const { mode, internalPeople, venuePeople, save, savedPath, onCancel } = props;
  const initial = mode === 'edit' ? props.initial : null;
  const { groupAbbreviation } = useAppConfig();
  const { zone } = useDisplayZone();
  const t = useTranslate();
  const language = useLanguage();
  const { internalKey, addVenueSchema, updateVenueSchema } = useMemo(
    () => venueSchemas(groupAbbreviation),
    [groupAbbreviation],
  );
  const form = useSchemaForm({
    defaultValues: initial
      ? { ...blank, ...initial, name: initial._id, internalContact: initial[internalKey] ?? '' }
      : blank,
    schema: mode === 'create' ? addVenueSchema : updateVenueSchema,
    toInput: ({ name, internalContact, ...fields }: VenueFormValues): VenueWire => ({
      ...fields,
      _id: name,
      [internalKey]: internalContact,
    }),
    // The wire keeps the '<delete>' choice's single space (SPEC §9), which the checks trim away.
    save: (_checked, wire) => save(wire),
    savedPath,
    updatedDate: initial?.updatedDate,
    fieldNames: { _id: 'name', [internalKey]: 'internalContact' },
  });
  const { watch, setValue, setFailure, field } = form;

  const imageField = (name: 'iconimage' | 'photoimage', label: string) => (
    <ImageField
      label={label}
      value={watch(name)}
      field={field(name)}
      upload={uploadImage}
      onUploaded={(path) => setValue(name, path, { shouldDirty: true })}
      onUploadFailed={setFailure}
    />
  );
  const nameField = (
    <FormField
      label={t(mode === 'edit' ? VENUE_SCREENS.venueNameFixed : VENUE_SCREENS.venueName)}
      disabled={mode === 'edit'}
      {...field('name', {
        validate: (name) => mode === 'edit' || name.trim() !== '' || t(VENUE_RULES.nameRequiredField.descriptor),
      })}
    />
  );

  return (
    <SchemaFormView form={form} submit={mode === 'create' ? 'add' : 'save'} onCancel={onCancel}>
      {initial ? (
        <>
          {nameField}
          <FormField
            label={t(VENUE_SCREENS.lastUpdated)}
            disabled
            value={mediumDateLongTimeIn(initial.updatedDate, zone, language)}
            readOnly
          />
        </>
      ) : (
        <FullWidth>{nameField}</FullWidth>
      )}
      <FullWidth>
        <FormField label={t(VENUE_SCREENS.description)} {...field('description')} />
      </FullWidth>
      <SelectField
        label={t(VENUE_SCREENS.contact)}
        options={contactChoices(internalPeople, initial?.[internalKey] ?? '', mode)}
        {...field('internalContact')}
      />
      <SelectField
        label={t(VENUE_SCREENS.venueContact)}
        options={contactChoices(venuePeople, initial?.contact ?? '', mode)}
        {...field('contact')}
      />
      <FormField label={t(VENUE_SCREENS.websiteUrl)} type="url" {...field('website')} />
      <FormField label={t(VENUE_SCREENS.calendarUrl)} type="url" {...field('calendar')} />
      <FormField label={t(VENUE_SCREENS.address)} {...field('address')} />
      <FormField label={t(VENUE_SCREENS.town)} {...field('town')} />
      <FullWidth>
        <FormField label={t(VENUE_SCREENS.locationUrl)} type="url" {...field('location')} />
      </FullWidth>
      {imageField('iconimage', t(VENUE_SCREENS.venueIconImage))}
      {imageField('photoimage', t(VENUE_SCREENS.venuePhotoImage))}
    </SchemaFormView>
  );
}
