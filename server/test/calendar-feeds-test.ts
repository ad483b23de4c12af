import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { bearer } from './test-app';

export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  start: string;
  end: string;
  sequence: number;
  stamp: string;
  lastModified: string;
}

/** A feed read by ical.js, the parser Thunderbird uses: the calendar's name, its events and its time zones. */
export function parseCalendar(text: string): { name: string; events: ParsedEvent[]; timeZones: ICAL.Timezone[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const instant = (component: ICAL.Component, property: string) =>
    (component.getFirstPropertyValue(property) as ICAL.Time).toJSDate().toISOString();
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
      stamp: instant(component, 'dtstamp'),
      lastModified: instant(component, 'last-modified'),
    };
  });
  const timeZones = calendar.getAllSubcomponents('vtimezone').map((component) => new ICAL.Timezone(component));
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events, timeZones };
}

/** A VTIMEZONE's offset from UTC in hours, at a wall-clock time of its zone (`2027-01-15T12:00:00`). */
export const offsetHours = (zone: ICAL.Timezone, wallClock: string) =>
  zone.utcOffset(ICAL.Time.fromDateTimeString(wallClock)) / 3600;

export interface FeedLinks {
  mine: string;
  all: string;
  teams: Record<string, string>;
  venues: Record<string, string>;
}

/** A signed-in user's feed links, and fetching one of them as a calendar app does. */
export function feedRequests(app: () => FastifyInstance) {
  return {
    feedsOf: async (token: string, headers: Record<string, string> = {}): Promise<FeedLinks> => {
      const response = await app().inject({
        method: 'GET',
        url: '/api/calendar/feeds',
        headers: { ...bearer(token), ...headers },
      });
      if (response.statusCode !== 200) throw new Error(`reading the feed links failed: ${response.body}`);
      return response.json();
    },
    resetFeeds: (token: string) =>
      app().inject({ method: 'POST', url: '/api/calendar/feeds/reset', headers: bearer(token) }),
    /** The feed at `url`, an absolute link as the server wrote it. */
    fetchFeed: (url: string, headers: Record<string, string> = {}) =>
      app().inject({ method: 'GET', url: new URL(url).pathname, headers }),
  };
}

/** One meeting as a calendar app shows it from an iCalendar text: its event's UID, its start and end, its title. */
export interface ShownMeeting {
  uid: string;
  start: string;
  end: string;
  summary: string;
  description: string;
}

/**
 * Every meeting a calendar app shows from an iCalendar text, soonest first: each event on its own, and each
 * recurring event expanded by ical.js (RRULE and EXDATE, in the zone of its TZID), with its overrides (RECURRENCE-ID)
 * in place of the meetings they replace.
 */
export function expandCalendar(text: string): ShownMeeting[] {
  const components = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  const masters = components.filter((component) => !component.hasProperty('recurrence-id'));
  const events = masters.map((component) => new ICAL.Event(component));
  const shown: ShownMeeting[] = [];
  const show = (uid: string, start: ICAL.Time, end: ICAL.Time, { summary, description }: ICAL.Event) =>
    shown.push({ uid, start: start.toJSDate().toISOString(), end: end.toJSDate().toISOString(), summary, description });
  for (const component of components.filter((each) => each.hasProperty('recurrence-id'))) {
    const override = new ICAL.Event(component);
    const master = events.find((event) => event.uid === override.uid);
    if (master) master.relateException(override);
    else show(override.uid, override.startDate, override.endDate, override);
  }
  for (const event of events) {
    if (!event.isRecurring()) {
      show(event.uid, event.startDate, event.endDate, event);
      continue;
    }
    const occurrences = event.iterator();
    for (let next = occurrences.next(); next; next = occurrences.next()) {
      const details = event.getOccurrenceDetails(next);
      show(event.uid, details.startDate, details.endDate, details.item);
    }
  }
  return shown.sort((a, b) => a.start.localeCompare(b.start));
}
