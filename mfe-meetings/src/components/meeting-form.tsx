import { type Translate, useDisplayZone, useLanguage, useTranslate } from '@scheduler/shared-auth';
import type { Language } from '@scheduler/shared-domain/i18n';
import {
  DEFAULT_MEETING_TIME,
  LATEST_MEETING_DATE,
  MEETING_MINUTE_STEP,
  type Meeting,
  SCOPE_LABELS,
} from '@scheduler/shared-domain/meeting';
import { MEETING_CHOICE_SCREENS as C } from '@scheduler/shared-domain/meeting-choice-screens';
import { MEETING_FORM_SCREENS as F } from '@scheduler/shared-domain/meeting-form-screens';
import {
  MEETING_MESSAGES,
  type MeetingAddInput,
  type MeetingUpdateInput,
  meetingSchemas,
} from '@scheduler/shared-domain/meeting-schema';
import { MEETING_SCREENS as S } from '@scheduler/shared-domain/meeting-screens';
import { dateText, endsNextDay, mediumDateLongTimeIn, todayIn } from '@scheduler/shared-domain/zoned-time';
import { DatePicker } from '@scheduler/shared-ui/date-picker';
import { FormField } from '@scheduler/shared-ui/form-field';
import { FullWidth, required, SchemaFormView, useSchemaForm } from '@scheduler/shared-ui/schema-form';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { TimePicker } from '@scheduler/shared-ui/time-picker';
import { DateTime } from 'luxon';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import type { MeetingChoices } from './meeting-choices';
import type { MeetingFormValues } from './meeting-form-values';
import type { MeetingPrefill } from './meeting-links';
import { type FormTimes, formTimesOf, instantsOfForm } from './meeting-times';
import { NO_SERIES, repeatOf, ScopeField, SeriesFields, scopeOf } from './series-fields';

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
/** The names, after an empty first choice that says what to choose. */
const asOptions = (names: string[], choose: string) => [
  { value: '', label: choose },
  ...names.map((name) => ({ value: name, label: name })),
];

/**
 * The date field's own message, in SPEC §5's words: a date is kept as typed (never replaced by the picker's bound),
 * so one past 2030 or before today says so here and in the alert on submit. A past meeting's own date stays valid.
 */
function meetingDateProblem(date: string, initialDate: string | undefined, today: string): true | string {
  if (date === '' || date === initialDate) return true;
  if (date > LATEST_MEETING_DATE) return MEETING_MESSAGES.yearTooLate;
  if (date < today) return MEETING_MESSAGES.inThePast;
  return true;
}

/** A meeting added alone, or all of a series changed by an edit: the series fields' starting values. */
const UNCHANGED_SERIES = { ...NO_SERIES, scope: '' };

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

/** A meeting as the form shows it: its day and times on the clock of `zone`. */
function valuesOf(meeting: Meeting, zone: string): MeetingFormValues {
  const { _id, team, venue, comments } = meeting;
  return { ...UNCHANGED_SERIES, _id, team, venue, comments, ...formTimesOf(meeting, zone) };
}

/** 'Ends the next day, Wed Dec 16 2026': what End Time says of an end before the start. */
function endNote(t: Translate, language: Language, { meetingDate, start, end }: FormTimes): string | undefined {
  if (!start || !end || !endsNextDay(start, end)) return undefined;
  const nextDay = meetingDate && DateTime.fromISO(meetingDate).plus({ days: 1 }).toISODate();
  return nextDay ? t(F.nextDayOn, { date: dateText(nextDay, language) }) : t(F.nextDay);
}

/** Add Meeting and Edit Meeting (SPEC §2, §4, §5): pickers for the date and times, the 13 checks in order. */
export function MeetingForm(props: MeetingFormProps) {
  const { mode, choices, savedPath, onCancel } = props;
  const t = useTranslate();
  const language = useLanguage();
  const initial = mode === 'edit' ? props.initial : null;
  const { zone, groupZone } = useDisplayZone();
  const today = todayIn(zone);
  const form = useSchemaForm({
    defaultValues: {
      ...(initial ? valuesOf(initial, zone) : newValues(mode === 'create' ? props.prefill : undefined)),
      // The radio's value is the label it shows, in the language of the screens.
      scope: t(SCOPE_LABELS.one),
    },
    schema: initial ? updateMeetingSchema : addMeetingSchema,
    toInput: ({ start, end, repeats, until, count, scope, ...values }: MeetingFormValues) => ({
      ...values,
      ...instantsOfForm({ meetingDate: values.meetingDate, start, end }, zone, initial ?? undefined),
      ...(initial ? { scope: scopeOf(t, scope) } : { repeat: repeatOf({ repeats, until, count }) }),
    }),
    // Each mode's schema made what its save takes.
    save: (meeting) =>
      props.mode === 'create' ? props.save(meeting as MeetingAddInput) : props.save(meeting as MeetingUpdateInput),
    savedPath,
    updatedDate: initial?.updatedDate,
    fieldNames: { startTime: 'start', endTime: 'end' },
  });
  const { control, field: fieldOf } = form;
  const [meetingDate, start, end] = form.watch(['meetingDate', 'start', 'end']);
  const times = { meetingDate, start, end };
  // Switched to the other zone with the form open: the same instants, on the other clock.
  const shownZone = useRef(zone);
  useEffect(() => {
    if (shownZone.current === zone) return;
    const instants = instantsOfForm(form.getValues(), shownZone.current, initial ?? undefined);
    shownZone.current = zone;
    if (!instants.startTime || !instants.endTime) return;
    const shown = formTimesOf(instants, zone);
    form.setValue('meetingDate', shown.meetingDate);
    form.setValue('start', shown.start);
    form.setValue('end', shown.end);
  }, [zone, form, initial]);
  const timeField = (name: 'start' | 'end', label: string, note?: string) => (
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
          note={note}
        />
      )}
    />
  );

  return (
    <SchemaFormView form={form} submit={mode === 'create' ? 'add' : 'save'} onCancel={onCancel} cancelResets>
      {/* Two by two: Id and Team, Venue and Date, Start and End, then Comments (and, on edit, Last updated). */}
      <FormField
        label={t(S.id)}
        readOnly={mode === 'edit'}
        {...fieldOf('_id', { validate: required(t(F.nameRequired)) })}
      />
      <SelectField
        label={t(S.team)}
        options={asOptions(choices.teams, t(C.teamChoice))}
        {...fieldOf('team', { validate: required(t(F.teamRequired)) })}
      />
      <SelectField
        label={t(S.venue)}
        options={asOptions(choices.venues, t(C.venueChoice))}
        {...fieldOf('venue', { validate: required(t(F.venueRequired)) })}
      />
      <Controller
        control={control}
        name="meetingDate"
        rules={{
          validate: (date) =>
            meetingDateProblem(date, initial ? valuesOf(initial, zone).meetingDate : undefined, today),
        }}
        render={({ field, fieldState }) => (
          <DatePicker
            label={t(F.date)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            min={today}
            max={LATEST_MEETING_DATE}
            outOfBounds="keep"
            error={fieldState.error?.message}
          />
        )}
      />
      {timeField('start', t(F.start))}
      {timeField('end', t(F.end), endNote(t, language, times))}
      {initial ? (
        <>
          <FormField label={t(S.comments)} {...fieldOf('comments')} />
          <FormField label={t(F.updated)} readOnly value={mediumDateLongTimeIn(initial.updatedDate, zone, language)} />
          {initial.seriesId ? <ScopeField registration={form.register('scope')} /> : null}
        </>
      ) : (
        <>
          <FullWidth>
            <FormField label={t(S.comments)} {...fieldOf('comments')} />
          </FullWidth>
          <SeriesFields form={form} {...instantsOfForm(times, zone)} seriesZone={groupZone} shownZone={zone} />
        </>
      )}
    </SchemaFormView>
  );
}
