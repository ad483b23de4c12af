import { type Translate, useTranslate } from '@scheduler/shared-auth';
import type { CalendarFeeds } from '@scheduler/shared-domain/calendar-feeds';
import { CALENDAR_SCREENS as S } from '@scheduler/shared-domain/user-account-screens';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Panel } from '@scheduler/shared-ui/panel';
import { RemoteContent } from '@scheduler/shared-ui/remote-content';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { useId, useRef, useState } from 'react';
import { usersApi } from '../api/users-api';
import { CopyButton, CopyStatus, useCopy } from './copy-value';

interface Feed {
  label: string;
  url: string;
}

/** One feed per team and per venue, teams first: the picker's choices, each named by its label. */
function pickableFeeds(feeds: CalendarFeeds, t: Translate): Feed[] {
  return [
    ...Object.entries(feeds.teams).map(([team, url]) => ({ label: t(S.team, { team }), url })),
    ...Object.entries(feeds.venues).map(([venue, url]) => ({ label: t(S.venue, { venue }), url })),
  ];
}

/** The same feed as a link that opens the system's calendar app, which subscribes to it. */
const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * A feed's link, its Copy and its 'Open in calendar app', and what Copy did. `label` names the buttons, and the link
 * too unless a visible label names it by `inputId`.
 */
function FeedLink({ label, url, inputId }: Feed & { inputId?: string }) {
  const t = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const { copy, status } = useCopy(url, inputRef);

  return (
    <>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
        <input
          id={inputId}
          aria-label={inputId ? undefined : label}
          ref={inputRef}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-[1_1_20rem] rounded border border-gray-400 bg-gray-50 px-3 py-2 font-mono text-sm"
        />
        <div className="flex items-center gap-4">
          <CopyButton copy={copy} label={label} />
          <a href={webcalUrl(url)} aria-label={t(S.openInAppLabel, { label })} className="text-brand-500 underline">
            {t(S.openInApp)}
          </a>
        </div>
      </div>
      <CopyStatus status={status} />
    </>
  );
}

/** 'My meetings' or 'All meetings': always shown, under its name. */
function FixedFeed({ label, url }: Feed) {
  const inputId = useId();
  return (
    <li className="py-2">
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <FeedLink label={label} url={url} inputId={inputId} />
    </li>
  );
}

/**
 * The team and venue feeds, one at a time: a group has dozens, each a long link. The choice is kept by its label, so
 * it stays when 'Reset links' renews the links.
 */
function PickedFeed({ feeds }: { feeds: Feed[] }) {
  const t = useTranslate();
  const [chosenLabel, setChosenLabel] = useState(feeds[0]?.label);
  const chosen = feeds.find((feed) => feed.label === chosenLabel) ?? feeds[0];
  if (!chosen) return null;
  return (
    <li className="py-2">
      <SelectField
        label={t(S.pickFeed)}
        options={feeds.map(({ label }) => ({ value: label, label }))}
        value={chosen.label}
        onChange={(event) => setChosenLabel(event.target.value)}
        withoutMessage
        className="max-w-md"
      />
      {/* Another feed starts with no 'Copied' of the one before. */}
      <FeedLink key={chosen.url} {...chosen} />
    </li>
  );
}

/** The links as loaded, then as 'Reset links' answers them. */
function FeedLinks({ loaded }: { loaded: CalendarFeeds }) {
  const t = useTranslate();
  const [feeds, setFeeds] = useState(loaded);
  const [resetState, setResetState] = useState<'none' | 'resetting' | 'reset'>('none');
  const [failure, setFailure] = useState<unknown>(null);

  const reset = async () => {
    if (!window.confirm(t(S.resetConfirm))) return;
    setResetState('resetting');
    setFailure(null);
    try {
      setFeeds(await usersApi.resetCalendarFeeds());
      setResetState('reset');
    } catch (resetFailure) {
      setFailure(resetFailure);
      setResetState('none');
    }
  };

  return (
    <>
      <ul className="mt-2 divide-y divide-gray-100">
        <FixedFeed label={t(S.mine)} url={feeds.mine} />
        <FixedFeed label={t(S.all)} url={feeds.all} />
        <PickedFeed feeds={pickableFeeds(feeds, t)} />
      </ul>
      <ErrorAlert failure={failure} />
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-gray-200 pt-4">
        <Button onClick={() => void reset()} disabled={resetState === 'resetting'}>
          {t(S.reset)}
        </Button>
        <p role="status">{resetState === 'reset' && t(S.resetDone)}</p>
      </div>
    </>
  );
}

/**
 * The signed-in user's calendar feed links: its own and all meetings, and a team's or venue's as picked; each to copy
 * or open in a calendar app; and a reset of them all.
 */
export function CalendarSubscriptions() {
  const t = useTranslate();
  const feeds = useRemoteData(usersApi.calendarFeeds);
  return (
    <Panel heading={t(S.heading)} intro={t(S.intro)}>
      <RemoteContent remote={feeds}>{(loaded) => <FeedLinks loaded={loaded} />}</RemoteContent>
    </Panel>
  );
}
