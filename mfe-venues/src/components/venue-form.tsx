import { useAppConfig } from '@scheduler/shared-auth';
import { formatMediumDateLongTime } from '@scheduler/shared-domain/format';
import type { UserSummary } from '@scheduler/shared-domain/user';
import type { Venue } from '@scheduler/shared-domain/venue';
import { VENUE_MESSAGES, venueSchemas } from '@scheduler/shared-domain/venue-schema';
import { FormField } from '@scheduler/shared-ui/form-field';
import { SchemaFormView, useSchemaForm } from '@scheduler/shared-ui/schema-form';
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
  });
  const { register, watch, setValue, setFailure } = form;

  const imageField = (field: 'iconimage' | 'photoimage', label: string) => (
    <ImageField
      label={label}
      value={watch(field)}
      registration={register(field)}
      upload={uploadImage}
      onUploaded={(path) => setValue(field, path, { shouldDirty: true })}
      onUploadFailed={setFailure}
    />
  );

  return (
    <SchemaFormView form={form} submitLabel={mode === 'create' ? 'Add' : 'Save'} onCancel={onCancel}>
      <FormField
        label={mode === 'edit' ? 'Venue Name (cannot be changed)' : 'Venue Name'}
        disabled={mode === 'edit'}
        error={form.formState.errors.name?.message}
        {...register('name', {
          validate: (name) => mode === 'edit' || name.trim() !== '' || VENUE_MESSAGES.nameRequiredField,
        })}
      />
      {initial && (
        <FormField label="Last Updated on" disabled value={formatMediumDateLongTime(initial.updatedDate)} readOnly />
      )}
      <div className="sm:col-span-2">
        <FormField label="Description" {...register('description')} />
      </div>
      <SelectField
        label="Contact"
        options={contactChoices(internalPeople, initial?.[internalKey] ?? '', mode)}
        {...register('internalContact')}
      />
      <SelectField
        label="Venue Contact"
        options={contactChoices(venuePeople, initial?.contact ?? '', mode)}
        {...register('contact')}
      />
      <FormField label="Website URL" type="url" {...register('website')} />
      <FormField label="Calendar URL" type="url" {...register('calendar')} />
      <FormField label="Address" {...register('address')} />
      <FormField label="Town" {...register('town')} />
      <div className="sm:col-span-2">
        <FormField label="Location (Map URL)" type="url" {...register('location')} />
      </div>
      {imageField('iconimage', 'Venue Icon Image')}
      {imageField('photoimage', 'Venue Photo Image')}
    </SchemaFormView>
  );
}
