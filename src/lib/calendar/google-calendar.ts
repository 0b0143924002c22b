import { TIME_ZONE } from '../../booking/model/schedule';
import { utcStamp } from './calendar-time';

export interface GoogleCalendarEvent {
  title: string;
  /** Service name and meeting mode only: the link passes through Google (see ics.ts). */
  details: string;
  start: Date;
  minutes: number;
  location?: string;
}

const GOOGLE_CALENDAR_RENDER = 'https://calendar.google.com/calendar/render';

/** A link that opens Google Calendar's "new event" form filled in with the event. */
export function googleCalendarUrl(event: GoogleCalendarEvent): string {
  const end = new Date(event.start.getTime() + event.minutes * 60_000);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(end)}`,
    details: event.details,
  });
  if (event.location) params.set('location', event.location);
  params.set('ctz', TIME_ZONE);
  return `${GOOGLE_CALENDAR_RENDER}?${params.toString()}`;
}
