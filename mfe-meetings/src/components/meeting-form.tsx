import { formatMediumDateLongTime } from '@scheduler/shared-domain/format';
import {
  DEFAULT_MEETING_TIME,
  LATEST_MEETING_DATE,
  MEETING_MINUTE_STEP,
  MEETING_TEXTS,
  type Meeting,
} from '@scheduler/shared-domain/meeting';
import { type MeetingInput, type MeetingUpdateInput, meetingSchemas } from '@scheduler/shared-domain/meeting-schema';
import { DatePicker } from '@scheduler/shared-ui/date-picker';
import { todayIsoDate } from '@scheduler/shared-ui/date-picker-model';
import { FormField } from '@scheduler/shared-ui/form-field';
import { required, SchemaFormView, useSchemaForm } from '@scheduler/shared-ui/schema-form';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { TimePicker } from '@scheduler/shared-ui/time-picker';
import type { TimeValue } from '@scheduler/shared-ui/time-picker-model';
import { Controller } from 'react-hook-form';
import type { MeetingChoices } from './meeting-choices';
import { instantOf, timeOfDay } from './meeting-times';

interface MeetingFormValues {
  _id: string;
  team: string;
  venue: string;
  meetingDate: string;
  start: TimeValue | null;
  end: TimeValue | null;
  comments: string;
}

type MeetingFormProps = {
  choices: MeetingChoices;
  savedPath: string;
  onCancel: () => void;
} & (
  | { mode: 'create'; save: (meeting: MeetingInput) => Promise<unknown> }
  | { mode: 'edit'; initial: Meeting; save: (meeting: MeetingUpdateInput) => Promise<unknown> }
);

const noonToday = { ...DEFAULT_MEETING_TIME, second: 0 };
const { addMeetingSchema, updateMeetingSchema } = meetingSchemas(Date.now);
const asOptions = (names: string[]) => [
  { value: '', label: '' },
  ...names.map((name) => ({ value: name, label: name })),
];

function valuesOf(meeting: Meeting | null): MeetingFormValues {
  if (!meeting)
    return { _id: '', team: '', venue: '', meetingDate: '', start: noonToday, end: noonToday, comments: '' };
  const { _id, team, venue, meetingDate, comments } = meeting;
  return {
    _id,
    team,
    venue,
    meetingDate,
    comments,
    start: timeOfDay(meeting.startTime),
    end: timeOfDay(meeting.endTime),
  };
}

/** Add Meeting and Edit Meeting (SPEC §2, §4, §5): pickers for the date and times, the 13 checks in order. */
export function MeetingForm(props: MeetingFormProps) {
  const { mode, choices, savedPath, onCancel } = props;
  const initial = mode === 'edit' ? props.initial : null;
  const form = useSchemaForm({
    defaultValues: valuesOf(initial),
    schema: initial ? updateMeetingSchema : addMeetingSchema,
    toInput: ({ start, end, ...values }: MeetingFormValues): MeetingInput => ({
      ...values,
      startTime: instantOf(values.meetingDate, start),
      endTime: instantOf(values.meetingDate, end),
    }),
    // Each mode's schema made what its save takes.
    save: (meeting) =>
      props.mode === 'create' ? props.save(meeting as MeetingInput) : props.save(meeting as MeetingUpdateInput),
    savedPath,
    updatedDate: initial?.updatedDate,
  });
  const { register, control, formState } = form;
  const { errors } = formState;

  return (
    <SchemaFormView form={form} submitLabel={mode === 'create' ? 'Add' : 'Save'} onCancel={onCancel} cancelResets>
      <FormField
        label="Meeting Id"
        readOnly={mode === 'edit'}
        error={errors._id?.message}
        {...register('_id', { validate: required(MEETING_TEXTS.nameRequiredField) })}
      />
      {initial && (
        <FormField label="Last updated" disabled readOnly value={formatMediumDateLongTime(initial.updatedDate)} />
      )}
      <SelectField
        label="Team"
        options={asOptions(choices.teams)}
        error={errors.team?.message}
        {...register('team', { validate: required(MEETING_TEXTS.teamRequiredField) })}
      />
      <SelectField
        label="Venue"
        options={asOptions(choices.venues)}
        error={errors.venue?.message}
        {...register('venue', { validate: required(MEETING_TEXTS.venueRequiredField) })}
      />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="meetingDate"
          render={({ field }) => (
            <DatePicker
              label="Meeting Date"
              value={field.value}
              onChange={field.onChange}
              min={todayIsoDate()}
              max={LATEST_MEETING_DATE}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="start"
        render={({ field }) => (
          <TimePicker
            label="Start Time"
            value={field.value}
            onChange={field.onChange}
            minuteStep={MEETING_MINUTE_STEP}
          />
        )}
      />
      <Controller
        control={control}
        name="end"
        render={({ field }) => (
          <TimePicker label="End Time" value={field.value} onChange={field.onChange} minuteStep={MEETING_MINUTE_STEP} />
        )}
      />
      <div className="sm:col-span-2">
        <FormField label="Comments" {...register('comments')} />
      </div>
    </SchemaFormView>
  );
}
