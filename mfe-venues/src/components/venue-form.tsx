import { useAppConfig, useDisplayZone } from '@scheduler/shared-auth';
import type { UserSummary } from '@scheduler/shared-domain/user';
import type { Venue } from '@scheduler/shared-domain/venue';
import { VENUE_MESSAGES, venueSchemas } from '@scheduler/shared-domain/venue-schema';
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
      label={mode === 'edit' ? 'Venue Name (cannot be changed)' : 'Venue Name'}
      disabled={mode === 'edit'}
      {...field('name', {
        validate: (name) => mode === 'edit' || name.trim() !== '' || VENUE_MESSAGES.nameRequiredField,
      })}
    />
  );

  return (
    <SchemaFormView form={form} submit={mode === 'create' ? 'add' : 'save'} onCancel={onCancel}>
      {initial ? (
        <>
          {nameField}
          <FormField
            label="Last Updated on"
            disabled
            value={mediumDateLongTimeIn(initial.updatedDate, zone)}
            readOnly
          />
        </>
      ) : (
        <FullWidth>{nameField}</FullWidth>
      )}
      <FullWidth>
        <FormField label="Description" {...field('description')} />
      </FullWidth>
      <SelectField
        label="Contact"
        options={contactChoices(internalPeople, initial?.[internalKey] ?? '', mode)}
        {...field('internalContact')}
      />
      <SelectField
        label="Venue Contact"
        options={contactChoices(venuePeople, initial?.contact ?? '', mode)}
        {...field('contact')}
      />
      <FormField label="Website URL" type="url" {...field('website')} />
      <FormField label="Calendar URL" type="url" {...field('calendar')} />
      <FormField label="Address" {...field('address')} />
      <FormField label="Town" {...field('town')} />
      <FullWidth>
        <FormField label="Location (Map URL)" type="url" {...field('location')} />
      </FullWidth>
      {imageField('iconimage', 'Venue Icon Image')}
      {imageField('photoimage', 'Venue Photo Image')}
    </SchemaFormView>
  );
}
