import { useAppConfig } from '@scheduler/shared-auth';
import { formatMediumDateLongTime } from '@scheduler/shared-domain/format';
import type { UserSummary } from '@scheduler/shared-domain/user';
import { validateInOrder } from '@scheduler/shared-domain/validation';
import type { Venue } from '@scheduler/shared-domain/venue';
import { VENUE_MESSAGES, venueSchemas } from '@scheduler/shared-domain/venue-schema';
import { FormActions } from '@scheduler/shared-ui/form-actions';
import { FormField } from '@scheduler/shared-ui/form-field';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { type FormEvent, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type VenueWire, venuesApi } from '../api/venues-api';
import { contactChoices } from './contact-choices';
import { ImageField } from './image-field';

interface VenueFormValues {
  name: string;
  description: string;
  internalContact: string;
  contact: string;
  website: string;
  calendar: string;
  address: string;
  town: string;
  location: string;
  iconimage: string;
  photoimage: string;
}

type VenueFormProps = {
  internalPeople: readonly UserSummary[];
  venuePeople: readonly UserSummary[];
  onSave: (venue: VenueWire) => Promise<unknown>;
  onCancel: () => void;
} & ({ mode: 'create' } | { mode: 'edit'; initial: Venue });

const blank: VenueFormValues = {
  name: '',
  description: '',
  internalContact: '',
  contact: '',
  website: '',
  calendar: '',
  address: '',
  town: '',
  location: '',
  iconimage: '',
  photoimage: '',
};

const uploadImage = async (file: File) => (await venuesApi.uploadImage(file)).path;

/** Add Venue and Edit Venue (SPEC §2, §4, §5). */
export function VenueForm(props: VenueFormProps) {
  const { mode, internalPeople, venuePeople, onSave, onCancel } = props;
  const initial = mode === 'edit' ? props.initial : null;
  const { groupAbbreviation } = useAppConfig();
  const { internalKey, addVenueSchema, updateVenueSchema } = useMemo(
    () => venueSchemas(groupAbbreviation),
    [groupAbbreviation],
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const { register, getValues, setValue, watch, formState } = useForm<VenueFormValues>({
    mode: 'onTouched',
    defaultValues: initial
      ? { ...blank, ...initial, name: initial._id, internalContact: initial[internalKey] ?? '' }
      : blank,
  });
  const { errors } = formState;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { name, internalContact, ...fields } = getValues();
    const wire: VenueWire = { ...fields, _id: name, [internalKey]: internalContact };
    const checked = validateInOrder(mode === 'create' ? addVenueSchema : updateVenueSchema, wire);
    if (!checked.ok) return setFailure(new Error(checked.message));
    setSaving(true);
    try {
      await onSave(wire);
    } catch (saveFailure) {
      setFailure(saveFailure);
    } finally {
      setSaving(false);
    }
  };

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
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <FormField
        label={mode === 'edit' ? 'Venue Name (cannot be changed)' : 'Venue Name'}
        disabled={mode === 'edit'}
        error={errors.name?.message}
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
      <FormActions
        submitLabel={mode === 'create' ? 'Add' : 'Save'}
        saving={saving}
        onCancel={onCancel}
        failure={failure}
      />
    </form>
  );
}
