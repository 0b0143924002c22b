import { CalendarPlus, Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { SESSION_MINUTES } from '@/booking/model/schedule';
import { downloadIcs } from '@/lib/calendar/download-ics';
import { consultationUid } from '@/lib/calendar/consultation-uid';
import { googleCalendarUrl } from '@/lib/calendar/google-calendar';
import { consultationIcs } from '@/lib/calendar/ics';
import { consultationEventText } from './consultation-event';
import type { BookedSlot, MeetingMode } from './payment-outcome';

export const ICS_FILENAME = 'consulta-punto-legal.ics';

interface AddToCalendarProps {
  service: string;
  slot: BookedSlot;
  meetingMode: MeetingMode;
}

/** Puts the consultation in the client's calendar: an .ics file, or Google Calendar's form. */
export function AddToCalendar({ service, slot, meetingMode }: AddToCalendarProps) {
  const [downloaded, setDownloaded] = useState(false);
  const text = consultationEventText(service, meetingMode);
  const googleUrl = googleCalendarUrl({
    title: text.title,
    details: text.description,
    start: slot.start,
    minutes: SESSION_MINUTES,
    location: text.location,
  });

  const download = () => {
    const ics = consultationIcs({
      // Just booked: never moved yet, so the event's first version (SEQUENCE 0, the default).
      uid: consultationUid(slot.reservaId),
      title: text.title,
      description: text.description,
      start: slot.start,
      minutes: SESSION_MINUTES,
      location: text.location,
      now: new Date(),
    });
    downloadIcs(ICS_FILENAME, ics);
    setDownloaded(true);
  };

  return (
    <section aria-labelledby="agregar-calendario" className="space-y-4">
      <h2 id="agregar-calendario" className="text-xl font-semibold text-ink">
        Agrega la consulta a tu calendario
      </h2>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={download} className={buttonClass('primary')}>
          <Download aria-hidden="true" className="size-5" />
          Descargar evento (.ics)
        </button>
        <a
          href={googleUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary')}
        >
          <CalendarPlus aria-hidden="true" className="size-5" />
          Agregar a Google Calendar
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
      </div>
      <p role="status" className="text-sm text-ink-muted">
        {downloaded ? `Descargamos el archivo ${ICS_FILENAME}.` : ''}
      </p>
    </section>
  );
}
