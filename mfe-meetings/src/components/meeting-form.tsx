import { formatMediumDateLongTime } from '@scheduler/shared-domain/format';
import {
  DEFAULT_MEETING_TIME,
  LATEST_MEETING_DATE,
  MEETING_MINUTE_STEP,
  MEETING_TEXTS,
  type Meeting,
} from '@scheduler/shared-domain/meeting';
import {
  MEETING_MESSAGES,
  type MeetingAddInput,
  type MeetingUpdateInput,
  meetingSchemas,
} from '@scheduler/shared-domain/meeting-schema';
import { DatePicker } from '@scheduler/shared-ui/date-picker';
import { todayIsoDate } from '@scheduler/shared-ui/date-picker-model';
import { FormField } from '@scheduler/shared-ui/form-field';
import { FullWidth, required, SchemaFormView, useSchemaForm } from '@scheduler/shared-ui/schema-form';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { TimePicker } from '@scheduler/shared-ui/time-picker';
import type { TimeValue } from '@scheduler/shared-ui/time-picker-model';
import { Controller } from 'react-hook-form';
import type { MeetingChoices } from './meeting-choices';
import type { MeetingFormValues } from './meeting-form-values';
import type { MeetingPrefill } from './meeting-links';
import { instantOf, timeOfDay } from './meeting-times';
import { NO_SERIES, repeatOf, SCOPE_LABELS, ScopeField, SeriesFields, scopeOf } from './series-fields';

type MeetingFormProps = {
  choices: MeetingChoices;
  savedPath: string;
  onCancel: () => void;
} & (
  | { mode: 'create'; save: (meeting: MeetingAddInput) => Promise<unknown>; prefill?: MeetingPrefill }
  | { mode: 'edit'; initial: Meeting; save: (meeting: MeetingUpdateInput) => Promise<unknown> }
);

const noonToday = { ...DEFAULT_MEETING_TIME, second: 0 };
const { addMeetingSchema, updateMeetingSchema } = meetingSchemas(Date.now);
const asOptions = (names: string[]) => [
  { value: '', label: '' },
  ...names.map((name) => ({ value: name, label: name })),
];

/**
 * The date field's own message, in SPEC §5's words: a date is kept as typed (never replaced by the picker's bound),
 * so one past 2030 or before today says so here and in the alert on submit. A past meeting's own date stays valid.
 */
function meetingDateProblem(date: string, initialDate: string | undefined): true | string {
  if (date === '' || date === initialDate) return true;
  if (date > LATEST_MEETING_DATE) return MEETING_MESSAGES.yearTooLate;
  if (date < todayIsoDate()) return MEETING_MESSAGES.inThePast;
  return true;
}

/** A meeting added alone, or all of a series changed by an edit: the series fields' starting values. */
const UNCHANGED_SERIES = { ...NO_SERIES, scope: SCOPE_LABELS.one };

/** A new meeting starts blank at 12:00 (SPEC §4), but for what the page was opened with. */
function newValues(prefill: MeetingPrefill = {}): MeetingFormValues {
  return {
    ...UNCHANGED_SERIES,
    _id: '',
    team: prefill.team ?? '',
    venue: prefill.venue ?? '',
    meetingDate: prefill.meetingDate ?? '',
    start: prefill.start ?? noonToday,
    end: prefill.end ?? noonToday,
    comments: '',
  };
}

function valuesOf(meeting: Meeting): MeetingFormValues {
  const { _id, team, venue, meetingDate, comments } = meeting;
  return {
    ...UNCHANGED_SERIES,
    _id,
    team,
    venue,
    meetingDate,
    comments,
    start: timeOfDay(meeting.startTime),
    end: timeOfDay(meeting.endTime),
  };
}

const firstMeetingTimes = ([date, start, end]: [string, TimeValue | null, TimeValue | null]) => ({
  startTime: instantOf(date, start),
  endTime: instantOf(date, end),
});

/** Add Meeting and Edit Meeting (SPEC §2, §4, §5): pickers for the date and times, the 13 checks in order. */
export function MeetingForm(props: MeetingFormProps) {
  const { mode, choices, savedPath, onCancel } = props;
  const initial = mode === 'edit' ? props.initial : null;
  const form = useSchemaForm({
    defaultValues: initial ? valuesOf(initial) : newValues(mode === 'create' ? props.prefill : undefined),
    schema: initial ? updateMeetingSchema : addMeetingSchema,
    toInput: ({ start, end, repeats, until, count, scope, ...values }: MeetingFormValues) => ({
      ...values,
      startTime: instantOf(values.meetingDate, start),
      endTime: instantOf(values.meetingDate, end),
      ...(initial ? { scope: scopeOf(scope) } : { repeat: repeatOf({ repeats, until, count }) }),
    }),
    // Each mode's schema made what its save takes.
    save: (meeting) =>
      props.mode === 'create' ? props.save(meeting as MeetingAddInput) : props.save(meeting as MeetingUpdateInput),
    savedPath,
    updatedDate: initial?.updatedDate,
    fieldNames: { startTime: 'start', endTime: 'end' },
  });
  const { control, field: fieldOf } = form;
  const timeField = (name: 'start' | 'end', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TimePicker
          label={label}
          value={field.value}
          onChange={field.onChange}
          minuteStep={MEETING_MINUTE_STEP}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <SchemaFormView form={form} submitLabel={mode === 'create' ? 'Add' : 'Save'} onCancel={onCancel} cancelResets>
      {/* Two by two: Id and Team, Venue and Date, Start and End, then Comments (and, on edit, Last updated). */}
      <FormField
        label="Meeting Id"
        readOnly={mode === 'edit'}
        {...fieldOf('_id', { validate: required(MEETING_TEXTS.nameRequiredField) })}
      />
      <SelectField
        label="Team"
        options={asOptions(choices.teams)}
        {...fieldOf('team', { validate: required(MEETING_TEXTS.teamRequiredField) })}
      />
      <SelectField
        label="Venue"
        options={asOptions(choices.venues)}
        {...fieldOf('venue', { validate: required(MEETING_TEXTS.venueRequiredField) })}
      />
      <Controller
        control={control}
        name="meetingDate"
        rules={{ validate: (date) => meetingDateProblem(date, initial?.meetingDate) }}
        render={({ field, fieldState }) => (
          <DatePicker
            label="Meeting Date"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            min={todayIsoDate()}
            max={LATEST_MEETING_DATE}
            outOfBounds="keep"
            error={fieldState.error?.message}
          />
        )}
      />
      {timeField('start', 'Start Time')}
      {timeField('end', 'End Time')}
      {initial ? (
        <>
          <FormField label="Comments" {...fieldOf('comments')} />
          <FormField label="Last updated" readOnly value={formatMediumDateLongTime(initial.updatedDate)} />
          {initial.seriesId ? <ScopeField registration={form.register('scope')} /> : null}
        </>
      ) : (
        <>
          <FullWidth>
            <FormField label="Comments" {...fieldOf('comments')} />
          </FullWidth>
          <SeriesFields form={form} {...firstMeetingTimes(form.watch(['meetingDate', 'start', 'end']))} />
        </>
      )}
    </SchemaFormView>
  );
}
