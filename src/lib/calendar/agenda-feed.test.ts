import { chileDateTimeToUtc } from '@/lib/time/chile-time';
import {
  AGENDA_CALENDAR_NAME,
  agendaCalendar,
  agendaEventTitle,
  type AgendaFeedEntry,
} from './agenda-feed';
import { instantByFileZone } from './file-zone';
import { consultationIcs } from './ics';

const NOW = new Date('2027-03-30T15:04:05Z');
const entry: AgendaFeedEntry = {
  id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
  codigo: '5F0C6A52',
  fecha: '2027-04-05',
  hora: '09:00',
  servicio: 'Laboral',
  estado: 'confirmada',
  movimientos: 0,
};

const unfolded = (ics: string): string[] => ics.replace(/\r\n /g, '').split('\r\n');
/** Each VEVENT's content lines. */
const events = (ics: string): string[][] =>
  unfolded(ics)
    .join('\n')
    .split('BEGIN:VEVENT\n')
    .slice(1)
    .map((block) => block.split('\nEND:VEVENT')[0]?.split('\n') ?? []);

describe('agendaCalendar', () => {
  it('is one named, published calendar in Chilean time, with CRLF lines', () => {
    const ics = agendaCalendar([entry], NOW);
    const lines = unfolded(ics);
    expect(AGENDA_CALENDAR_NAME).toBe('Agenda Punto Legal');
    expect(lines.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Punto Legal//Agenda//ES',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Agenda Punto Legal',
      'X-WR-TIMEZONE:America/Santiago',
    ]);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes each booking as a 45-minute event named by service and code', () => {
    const [event] = events(agendaCalendar([entry], NOW));
    expect(event).toEqual([
      'UID:5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11@puntolegal.cl',
      'DTSTAMP:20270330T150405Z',
      'DTSTART;TZID=America/Santiago:20270405T090000',
      'DTEND;TZID=America/Santiago:20270405T094500',
      'SEQUENCE:0',
      'SUMMARY:Consulta Laboral · 5F0C6A52',
      'STATUS:CONFIRMED',
    ]);
  });

  it('names the event as the client’s .ics does, so both hold one event', () => {
    const client = unfolded(
      consultationIcs({
        uid: `${entry.id}@puntolegal.cl`,
        title: 'Consulta',
        description: '',
        start: chileDateTimeToUtc(entry.fecha, entry.hora),
        minutes: 45,
        now: NOW,
      }),
    );
    const [event] = events(agendaCalendar([entry], NOW));
    const uid = (lines: string[] | undefined) => lines?.find((line) => line.startsWith('UID:'));
    expect(uid(event)).toBe(uid(client));
  });

  it('marks a hold not yet paid as tentative, and a moved booking with its version', () => {
    const [held, moved] = events(
      agendaCalendar(
        [
          { ...entry, estado: 'pendiente' },
          { ...entry, id: 'b2', estado: 'completada', movimientos: 2 },
        ],
        NOW,
      ),
    );
    expect(held).toContain('STATUS:TENTATIVE');
    expect(moved).toEqual(expect.arrayContaining(['SEQUENCE:2', 'STATUS:CONFIRMED']));
  });

  it('escapes the service and is empty of events without bookings', () => {
    const [event] = events(agendaCalendar([{ ...entry, servicio: 'Civil, familia; otros' }], NOW));
    expect(event).toContain('SUMMARY:Consulta Civil\\, familia\\; otros · 5F0C6A52');
    expect(agendaCalendar([], NOW)).not.toContain('BEGIN:VEVENT');
  });

  it('carries nothing but the time, the service and the code', () => {
    const row = { ...entry, nombre: 'Ana Pérez', descripcion: 'Despido', email: 'ana@x.cl' };
    const ics = agendaCalendar([row], NOW);
    expect(ics).not.toMatch(/Ana|Despido|ana@|DESCRIPTION|LOCATION|ATTENDEE/);
  });
});

describe('agendaEventTitle', () => {
  it('does not name a consultation twice', () => {
    expect(agendaEventTitle({ servicio: 'Consulta General', codigo: 'AB12CD34' })).toBe(
      'Consulta General · AB12CD34',
    );
    expect(agendaEventTitle({ servicio: 'Compliance', codigo: 'AB12CD34' })).toBe(
      'Consulta Compliance · AB12CD34',
    );
  });
});

describe('the days Chile changes its clocks', () => {
  it.each([
    // Winter time (-04) from midnight between Saturday 3 and Sunday 4 April 2027.
    ['2027-04-05', '09:00', '2027-04-05T13:00:00.000Z'],
    // Summer time (-03) from midnight between Saturday 4 and Sunday 5 September 2027.
    ['2027-09-06', '09:00', '2027-09-06T12:00:00.000Z'],
  ])('places %s %s at %s', (fecha, hora, instant) => {
    const ics = agendaCalendar([{ ...entry, fecha, hora }], NOW);
    const local = `${fecha.replace(/-/g, '')}T${hora.replace(':', '')}00`;
    expect(events(ics)[0]).toContain(`DTSTART;TZID=America/Santiago:${local}`);
    // Read by the file's own zone rules, as a calendar app that lacks the zone does.
    expect(instantByFileZone(ics, local).toISOString()).toBe(instant);
  });
});
