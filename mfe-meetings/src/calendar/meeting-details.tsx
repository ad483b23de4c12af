import { MEETING_PATHS, useLanguage, useTranslate } from '@scheduler/shared-auth';
import { KIT_MESSAGES } from '@scheduler/shared-domain/kit-messages';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { MEETING_CALENDAR_SCREENS as C } from '@scheduler/shared-domain/meeting-calendar-screens';
import { MEETING_SCREENS as S } from '@scheduler/shared-domain/meeting-screens';
import type { Team } from '@scheduler/shared-domain/team';
import type { Venue } from '@scheduler/shared-domain/venue';
import { Button } from '@scheduler/shared-ui/button';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AddToCalendarButton } from '../components/calendar-column';
import type { EditReturn } from '../components/meeting-links';
import { textsOf } from './meeting-summary';

interface MeetingDetailsProps {
  meeting: Meeting;
  team: Team | undefined;
  venue: Venue | undefined;
  /** Whether the server lets the signed-in user change it: only then is Edit offered. */
  mayChange: boolean;
  /** The calendar's own address, where Edit returns. */
  returnTo: string;
  /** The zone the calendar shows. */
  zone: string;
  onFailure: (failure: unknown) => void;
  onClose: () => void;
}

const LINK = 'text-brand-500 underline';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6rem_1fr] gap-2">
      <dt className="font-medium">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * A chosen meeting's details, at the foot of the screen (clear of the toolbar's views and Go to date): the focus moves in when it opens and back to the meeting when it
 * closes (Close or Escape).
 */
export function MeetingDetails(props: MeetingDetailsProps) {
  const { meeting, team, venue, mayChange, returnTo, zone, onFailure, onClose } = props;
  const t = useTranslate();
  const language = useLanguage();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    headingRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const texts = textsOf(meeting, zone, language);
  const place = [venue?.address, venue?.town].filter(Boolean).join(', ');
  return (
    <section
      role="dialog"
      aria-labelledby={headingId}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className="fixed inset-x-0 bottom-0 z-20 max-h-[80vh] overflow-y-auto border-t border-gray-300 bg-white p-4 shadow-lg md:inset-x-auto md:right-6 md:bottom-6 md:max-h-[60vh] md:w-96 md:rounded md:border"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mb-3 text-lg font-semibold">
        {meeting._id}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <Detail term={t(S.team)}>{meeting.team}</Detail>
        <Detail term={t(S.venue)}>
          {meeting.venue}
          {place && <span className="block">{place}</span>}
          {venue?.location && (
            <a className={LINK} href={venue.location} target="_blank" rel="noreferrer">
              {t(C.mapOf, { venue: meeting.venue })}
            </a>
          )}
        </Detail>
        <Detail term={t(S.date)}>{texts.date}</Detail>
        <Detail term={t(C.time)}>{texts.times}</Detail>
        {meeting.comments && <Detail term={t(S.comments)}>{meeting.comments}</Detail>}
        {team?.zoomLink && (
          <Detail term={t(C.link)}>
            <a className={LINK} href={team.zoomLink} target="_blank" rel="noreferrer">
              {team.zoomLink}
            </a>
          </Detail>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <AddToCalendarButton meeting={meeting} onFailure={onFailure} />
        {mayChange && (
          <Link
            className={LINK}
            to={MEETING_PATHS.editFromSchedule.to({ _id: meeting._id })}
            state={{ returnTo } satisfies EditReturn}
            aria-label={t(C.editOf, { id: meeting._id })}
          >
            {t(KIT_MESSAGES.edit)}
          </Link>
        )}
        <Button className="ml-auto" onClick={onClose}>
          {t(C.close)}
        </Button>
      </div>
    </section>
  );
}
