import { useLanguage, useTranslate } from '@scheduler/shared-auth';
import { FREE_SLOT_LIMITS } from '@scheduler/shared-domain/limits';
import { MEETING_CALENDAR_SCREENS as C } from '@scheduler/shared-domain/meeting-calendar-screens';
import type { FreeSlot, FreeSlotsQuery } from '@scheduler/shared-domain/meeting-range';
import { MEETING_SCREENS as S } from '@scheduler/shared-domain/meeting-screens';
import { dayIn } from '@scheduler/shared-domain/zoned-time';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { focusElement } from '@scheduler/shared-ui/focus';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { DateTime } from 'luxon';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { meetingsApi } from '../api/meetings-api';
import { addMeetingPath } from '../components/meeting-links';
import { TeamSelect } from '../components/team-select';
import { DateField } from './date-field';
import { textsOf } from './meeting-summary';

const DEFAULT_RANGE_DAYS = 14;
/** The lengths offered, in minutes: the time picker's 10-minute step up to a working day. */
const LENGTHS = [10, 20, 30, 40, 50, 60, 90, 120, 150, 180, 240, 300, 360, 480];

interface FindATimeProps {
  teams: readonly string[];
  venues: readonly string[];
  today: string;
  /** The zone the slots are shown in, and named in. */
  zone: string;
  /** An Admin may open Add Meeting with a slot; a User sees the slots only. */
  mayAdd: boolean;
}

/** A search's answer so far: what was searched, the slots found, and whether the server has more. */
interface Found {
  searched: Omit<FreeSlotsQuery, 'after'>;
  found: FreeSlot[];
  more: boolean;
  /**
   * Where the keyboard goes: the heading after a search, the first slot added by 'More free times', or the end of the
   * list when it added none.
   */
  focus: 'heading' | 'end' | number;
}

/**
 * 'Find a time': the first ten slots of a length in which a team, and a venue when one is chosen, are both free
 * between two dates, one an hour at most, and ten more at each 'More free times'; an Admin opens Add Meeting filled in
 * with one.
 */
export function FindATime({ teams, venues, today, zone, mayAdd }: FindATimeProps) {
  const t = useTranslate();
  const language = useLanguage();
  const [team, setTeam] = useState('');
  const [venue, setVenue] = useState('');
  const [minutes, setMinutes] = useState('60');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(DateTime.fromISO(today).plus({ days: DEFAULT_RANGE_DAYS }).toISODate() ?? '');
  const [slots, setSlots] = useState<Found | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  // Each answer is where the keyboard goes next, and what a screen reader reads: a search's heading, the first of the
  // slots 'More free times' added (its link for an Admin), or the word that there is no more.
  useEffect(() => {
    if (!slots) return;
    const added = typeof slots.focus === 'number' ? list.current?.children[slots.focus] : null;
    const target =
      added instanceof HTMLElement
        ? (added.querySelector('a') ?? added)
        : slots.focus === 'end'
          ? end.current
          : resultsHeading.current;
    if (target) focusElement(target);
  }, [slots]);

  const ask = (searched: Found['searched'], earlier: FreeSlot[]) => {
    setFailure(null);
    const after = earlier.at(-1)?.startTime ?? '';
    meetingsApi.freeSlots({ ...searched, after }).then(
      (found) =>
        setSlots({
          searched,
          found: [...earlier, ...found],
          more: found.length === FREE_SLOT_LIMITS.results,
          focus: earlier.length === 0 ? 'heading' : found.length > 0 ? earlier.length : 'end',
        }),
      (refusal: unknown) => {
        if (earlier.length === 0) setSlots(null);
        setFailure(refusal);
      },
    );
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    ask({ team, venue, minutes: Number(minutes), from, to }, []);
  };

  return (
    <details className="rounded border border-gray-300 px-3 py-2 open:w-full">
      <summary className="cursor-pointer font-medium">{t(C.findATime)}</summary>
      <form className="mt-3 grid items-start gap-x-4 gap-y-2 md:grid-cols-3 lg:grid-cols-6" onSubmit={find}>
        <TeamSelect teams={teams} value={team} onChange={setTeam} />
        <SelectField
          label={t(S.venue)}
          value={venue}
          onChange={(event) => setVenue(event.target.value)}
          options={[{ value: '', label: t(C.anyVenue) }, ...venues.map((name) => ({ value: name, label: name }))]}
        />
        <SelectField
          label={t(C.length)}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          options={LENGTHS.map((length) => ({ value: String(length), label: String(length) }))}
        />
        {/* The server looks at most 92 days ahead, and says so. */}
        <DateField label={t(C.from)} value={from} onChange={(event) => setFrom(event.target.value)} />
        <DateField label={t(C.to)} min={from} value={to} onChange={(event) => setTo(event.target.value)} />
        <Button look="primary" type="submit" className="md:mt-7" disabled={!team || !from || !to}>
          {t(C.findFree)}
        </Button>
      </form>
      <ErrorAlert failure={failure} />
      {slots && (
        <section aria-label={t(C.freeTimes)} className="mt-3 text-sm">
          <h3 ref={resultsHeading} tabIndex={-1} className="mb-1 font-medium">
            {t(C.freeTimesIn, { zone })}
          </h3>
          {slots.found.length === 0 ? (
            <p>{t(C.noFree)}</p>
          ) : (
            <ol ref={list} className="flex flex-col gap-1">
              {slots.found.map((slot) => {
                const { date, times } = textsOf(slot, zone, language);
                const text = `${date}, ${times}`;
                const day = dayIn(slot.startTime, zone);
                return (
                  <li key={slot.startTime}>
                    {mayAdd ? (
                      <Link
                        className="text-brand-500 underline"
                        to={addMeetingPath({ day, start: slot.startTime, end: slot.endTime }, zone, slots.searched)}
                      >
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </li>
                );
              })}
            </ol>
          )}
          {slots.more ? (
            <Button className="mt-2" onClick={() => ask(slots.searched, slots.found)}>
              {t(C.more)}
            </Button>
          ) : (
            slots.focus !== 'heading' && (
              <p ref={end} className="mt-2">
                {t(C.noMore)}
              </p>
            )
          )}
        </section>
      )}
    </details>
  );
}
