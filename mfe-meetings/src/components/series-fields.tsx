import { LIMITS } from '@scheduler/shared-domain/limits';
import { LATEST_MEETING_DATE, SCOPE_LABELS } from '@scheduler/shared-domain/meeting';
import {
  monthlyWeekday,
  namedDates,
  repeatSchema,
  SERIES_MESSAGES,
  type SeriesRepeat,
  type SeriesScope,
  seriesOccurrences,
} from '@scheduler/shared-domain/meeting-series';
import { validateInOrder } from '@scheduler/shared-domain/validation';
import { dayIn } from '@scheduler/shared-domain/zoned-time';
import { DatePicker } from '@scheduler/shared-ui/date-picker';
import { FormField } from '@scheduler/shared-ui/form-field';
import { RadioGroup } from '@scheduler/shared-ui/radio-group';
import { FullWidth, type SchemaForm } from '@scheduler/shared-ui/schema-form';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { DateTime } from 'luxon';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import type { MeetingFormValues, SeriesValues } from './meeting-form-values';

export const NO_SERIES: SeriesValues = { repeats: 'never', until: '', count: '' };

/** The series the fields ask for, to send with the meeting; none for 'never'. A count that is not a number stays one the check refuses. */
export function repeatOf({ repeats, until, count }: SeriesValues): SeriesRepeat | undefined {
  if (repeats === 'never') return undefined;
  if (count.trim() !== '')
    return { frequency: repeats, count: Number(count), ...(until ? { until } : {}) } as SeriesRepeat;
  return { frequency: repeats, until } as SeriesRepeat;
}

function repeatOptions(meetingDate: string) {
  const day = DateTime.fromISO(meetingDate);
  return [
    { value: 'never', label: 'Never' },
    { value: 'weekly', label: 'Weekly' },
    { value: 'biweekly', label: 'Every 2 weeks' },
    {
      value: 'monthly',
      label: day.isValid ? `Monthly on the ${monthlyWeekday(day)}` : 'Monthly on the same weekday',
    },
  ];
}

interface SeriesFieldsProps extends SeriesZones {
  form: SchemaForm<MeetingFormValues>;
  /** The first meeting's start and end, once its date and times are picked. */
  startTime: string;
  endTime: string;
}

interface SeriesZones {
  /** The group's zone, on whose clock a series repeats (the server's TIME_ZONE). */
  seriesZone: string;
  /** The zone the form shows, in which the preview names each meeting's day. */
  shownZone: string;
}

/** Add Meeting's 'Repeats', and, for a series, its Until date or number of meetings and the dates it will hold. */
export function SeriesFields({ form, startTime, endTime, seriesZone, shownZone }: SeriesFieldsProps) {
  const [repeats, until, count, meetingDate] = form.watch(['repeats', 'until', 'count', 'meetingDate']);
  const firstDay = startTime ? dayIn(startTime, seriesZone) : meetingDate;
  return (
    <>
      <SelectField label="Repeats" options={repeatOptions(firstDay)} {...form.field('repeats')} />
      {repeats === 'never' ? null : (
        <>
          <Controller
            control={form.control}
            name="until"
            render={({ field }) => (
              <DatePicker
                label="Until"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={meetingDate || undefined}
                max={LATEST_MEETING_DATE}
                outOfBounds="keep"
              />
            )}
          />
          <FormField label="Or number of meetings" inputMode="numeric" {...form.field('count')} />
          <FullWidth>
            <SeriesPreview
              repeat={repeatOf({ repeats, until, count })}
              startTime={startTime}
              endTime={endTime}
              seriesZone={seriesZone}
              shownZone={shownZone}
            />
          </FullWidth>
        </>
      )}
    </>
  );
}

/** The days a series will hold, in the zone shown, before it is added; or why it cannot be. */
function SeriesPreview({
  repeat,
  startTime,
  endTime,
  seriesZone,
  shownZone,
}: {
  repeat: SeriesRepeat | undefined;
  startTime: string;
  endTime: string;
} & SeriesZones) {
  if (!repeat || !startTime || !endTime || (repeat.until === '' && repeat.count === undefined)) {
    return <p className="text-sm text-gray-700">Pick the date and times, then Until or a number of meetings.</p>;
  }
  const checked = validateInOrder(repeatSchema, repeat);
  const dates = checked.ok
    ? seriesOccurrences(startTime, endTime, checked.value, seriesZone).map(({ start }) => dayIn(start, shownZone))
    : [];
  const problem = !checked.ok ? checked.message : dates.length > LIMITS.seriesLength ? SERIES_MESSAGES.tooLong : null;
  return (
    <section aria-label="Series dates" aria-live="polite" className="text-sm">
      {problem ? (
        <p className="text-red-700">{problem}</p>
      ) : (
        <>
          <p className="font-medium">
            {dates.length} {dates.length === 1 ? 'meeting' : 'meetings'}: {namedDates(dates.slice(0, 1))} to{' '}
            {namedDates(dates.slice(-1))}
          </p>
          <ol className="mt-1 flex max-h-32 flex-wrap gap-x-3 overflow-y-auto text-gray-700">
            {dates.map((date) => (
              <li key={date}>{namedDates([date])}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** Which meetings of its series an edit changes, for a meeting of a series. */
export function ScopeField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <FullWidth>
      <RadioGroup legend="Change" options={Object.values(SCOPE_LABELS)} registration={registration} />
    </FullWidth>
  );
}

export const scopeOf = (label: string): SeriesScope => (label === SCOPE_LABELS.following ? 'following' : 'one');
