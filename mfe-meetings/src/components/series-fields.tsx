import { type Translate, useLanguage, useTranslate } from '@scheduler/shared-auth';
import { LIMITS } from '@scheduler/shared-domain/limits';
import { LATEST_MEETING_DATE, SCOPE_LABELS } from '@scheduler/shared-domain/meeting';
import { MEETING_FORM_SCREENS as F } from '@scheduler/shared-domain/meeting-form-screens';
import {
  namedDates,
  repeatSchema,
  SERIES_RULES,
  type SeriesRepeat,
  type SeriesScope,
  seriesOccurrences,
  weekdayRank,
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

/** The choices of Repeats; a monthly series is named by its weekday, in the language of the screens. */
function repeatOptions(t: Translate, language: string, meetingDate: string) {
  const day = DateTime.fromISO(meetingDate);
  return [
    { value: 'never', label: t(F.never) },
    { value: 'weekly', label: t(F.weekly) },
    { value: 'biweekly', label: t(F.biweekly) },
    {
      value: 'monthly',
      label: day.isValid
        ? t(F.monthly, { rank: weekdayRank(day), weekday: day.setLocale(language).toFormat('cccc') })
        : t(F.monthlySame),
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
  const t = useTranslate();
  const language = useLanguage();
  const [repeats, until, count, meetingDate] = form.watch(['repeats', 'until', 'count', 'meetingDate']);
  const firstDay = startTime ? dayIn(startTime, seriesZone) : meetingDate;
  return (
    <>
      <SelectField label={t(F.repeats)} options={repeatOptions(t, language, firstDay)} {...form.field('repeats')} />
      {repeats === 'never' ? null : (
        <>
          <Controller
            control={form.control}
            name="until"
            render={({ field }) => (
              <DatePicker
                label={t(F.until)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={meetingDate || undefined}
                max={LATEST_MEETING_DATE}
                outOfBounds="keep"
              />
            )}
          />
          <FormField label={t(F.count)} inputMode="numeric" {...form.field('count')} />
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
  const t = useTranslate();
  const language = useLanguage();
  if (!repeat || !startTime || !endTime || (repeat.until === '' && repeat.count === undefined)) {
    return <p className="text-sm text-gray-700">{t(F.pickFirst)}</p>;
  }
  const checked = validateInOrder(repeatSchema, repeat, language);
  const dates = checked.ok
    ? seriesOccurrences(startTime, endTime, checked.value, seriesZone).map(({ start }) => dayIn(start, shownZone))
    : [];
  const problem = !checked.ok
    ? checked.message
    : dates.length > LIMITS.seriesLength
      ? t(SERIES_RULES.tooLong.descriptor, SERIES_RULES.tooLong.values)
      : null;
  return (
    <section aria-label={t(F.seriesDates)} aria-live="polite" className="text-sm">
      {problem ? (
        <p className="text-red-700">{problem}</p>
      ) : (
        <>
          <p className="font-medium">
            {t(F.seriesSpan, {
              count: dates.length,
              first: namedDates(dates.slice(0, 1), language),
              last: namedDates(dates.slice(-1), language),
            })}
          </p>
          <ol className="mt-1 flex max-h-32 flex-wrap gap-x-3 overflow-y-auto text-gray-700">
            {dates.map((date) => (
              <li key={date}>{namedDates([date], language)}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** Which meetings of its series an edit changes, for a meeting of a series. */
export function ScopeField({ registration }: { registration: UseFormRegisterReturn }) {
  const t = useTranslate();
  return (
    <FullWidth>
      <RadioGroup
        legend={t(F.change)}
        options={[t(SCOPE_LABELS.one), t(SCOPE_LABELS.following)]}
        registration={registration}
      />
    </FullWidth>
  );
}

/** The scope a radio's value (its label, in the language of the screens) names. */
export const scopeOf = (t: Translate, label: string): SeriesScope =>
  label === t(SCOPE_LABELS.following) ? 'following' : 'one';
