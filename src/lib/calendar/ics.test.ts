import { instantByFileZone } from './file-zone';
import { consultationIcs, escapeIcsText, foldIcsLine } from './ics';

const event = {
  uid: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11@puntolegal.cl',
  title: 'Consulta Laboral',
  description: 'Servicio: Consulta Laboral\nModalidad: Videollamada',
  start: new Date('2026-03-10T13:00:00Z'),
  minutes: 45,
  location: 'Videollamada',
  now: new Date('2026-03-01T12:34:56Z'),
};

/** The content lines, unfolded (RFC 5545: a CRLF followed by a space continues the line). */
const unfolded = (ics: string): string[] => ics.replace(/\r\n /g, '').split('\r\n');

describe('consultationIcs', () => {
  it('uses CRLF line endings throughout and ends with one', () => {
    const ics = consultationIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('wraps one event in a published Gregorian calendar with the firm as producer', () => {
    const lines = unfolded(consultationIcs(event));
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Punto Legal//Reservas//ES',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('identifies the event and stamps it in UTC', () => {
    const lines = unfolded(consultationIcs(event));
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('DTSTAMP:20260301T123456Z');
  });

  it('writes start and end as Chilean wall-clock times, 45 minutes apart (summer time)', () => {
    const lines = unfolded(consultationIcs(event));
    expect(lines).toContain('DTSTART;TZID=America/Santiago:20260310T100000');
    expect(lines).toContain('DTEND;TZID=America/Santiago:20260310T104500');
  });

  it('writes winter-time consultations at their Chilean time too', () => {
    const lines = unfolded(
      consultationIcs({ ...event, start: new Date('2026-07-15T13:00:00Z'), minutes: 30 }),
    );
    expect(lines).toContain('DTSTART;TZID=America/Santiago:20260715T090000');
    expect(lines).toContain('DTEND;TZID=America/Santiago:20260715T093000');
  });

  it('defines America/Santiago with its standard (-04) and summer (-03) rules', () => {
    const ics = consultationIcs(event);
    const zone = unfolded(ics).join('\n');
    expect(zone).toMatch(
      /BEGIN:VTIMEZONE\nTZID:America\/Santiago\nBEGIN:STANDARD\n[^]*BYMONTH=4;[^]*TZOFFSETFROM:-0300\nTZOFFSETTO:-0400\nTZNAME:-04\nEND:STANDARD\nBEGIN:DAYLIGHT\n[^]*BYMONTH=9;[^]*TZOFFSETFROM:-0400\nTZOFFSETTO:-0300\nTZNAME:-03\nEND:DAYLIGHT\nEND:VTIMEZONE/,
    );
    expect(zone.indexOf('END:VTIMEZONE')).toBeLessThan(zone.indexOf('BEGIN:VEVENT'));
  });

  it('includes the escaped title, description and location', () => {
    const lines = unfolded(
      consultationIcs({ ...event, title: 'Consulta; urgente, hoy', location: 'Oficina, piso 12' }),
    );
    expect(lines).toContain('SUMMARY:Consulta\\; urgente\\, hoy');
    expect(lines).toContain('DESCRIPTION:Servicio: Consulta Laboral\\nModalidad: Videollamada');
    expect(lines).toContain('LOCATION:Oficina\\, piso 12');
  });

  it('leaves LOCATION out when there is none', () => {
    const withoutLocation: Parameters<typeof consultationIcs>[0] = { ...event };
    delete withoutLocation.location;
    expect(consultationIcs(withoutLocation)).not.toContain('LOCATION');
  });

  it('reminds the client 24 hours before with a display alarm inside the event', () => {
    const text = unfolded(consultationIcs(event)).join('\n');
    expect(text).toMatch(
      /BEGIN:VALARM\nTRIGGER:-PT24H\nACTION:DISPLAY\nDESCRIPTION:Recordatorio: Consulta Laboral\nEND:VALARM\nEND:VEVENT/,
    );
  });

  it('folds long lines so no line exceeds 75 octets, and unfolds to the original', () => {
    const title = `Consulta de Compliance y Protección de Datos — ${'ñ'.repeat(80)}`;
    const ics = consultationIcs({ ...event, title });
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(unfolded(ics)).toContain(`SUMMARY:${title}`);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of exactly 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('continues longer lines with CRLF and a space, counting the space', () => {
    const folded = foldIcsLine('x'.repeat(75 + 74 + 1));
    expect(folded).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
  });

  it('never splits a multi-byte character', () => {
    // 'SUMMARY:' is 8 octets; each 'é' is 2, so the 34th would end at octet 76.
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(40)}`);
    const [first, second] = folded.split('\r\n');
    expect(first).toBe(`SUMMARY:${'é'.repeat(33)}`);
    expect(second).toBe(` ${'é'.repeat(7)}`);
  });
});

describe('a moved booking', () => {
  it('writes SEQUENCE 0 for a booking never moved', () => {
    expect(unfolded(consultationIcs(event))).toContain('SEQUENCE:0');
  });

  it('keeps the UID and carries a higher SEQUENCE, so the calendar moves the event', () => {
    const first = unfolded(consultationIcs(event));
    const moved = unfolded(
      consultationIcs({ ...event, start: new Date('2026-03-12T18:30:00Z'), sequence: 2 }),
    );
    const uid = (lines: string[]) => lines.find((line) => line.startsWith('UID:'));
    const sequence = (lines: string[]) =>
      Number(lines.find((line) => line.startsWith('SEQUENCE:'))?.slice('SEQUENCE:'.length));
    expect(uid(moved)).toBe(uid(first));
    expect(sequence(moved)).toBeGreaterThan(sequence(first));
    expect(moved).toContain('DTSTART;TZID=America/Santiago:20260312T153000');
  });
});

describe('the days Chile changes its clocks', () => {
  const startOf = (ics: string) =>
    unfolded(ics).find((line) => line.startsWith('DTSTART;TZID=America/Santiago:'));

  it.each([
    // Back to winter time (-04) at midnight between Saturday 3 and Sunday 4 April 2027.
    ['the Monday after summer time ends', '2027-04-05T13:00:00Z', '20270405T090000'],
    // Summer time (-03) from midnight between Saturday 4 and Sunday 5 September 2027.
    ['the Monday after summer time starts', '2027-09-06T12:00:00Z', '20270906T090000'],
    // The Friday before each change, still on the old offset.
    ['the Friday before summer time ends', '2027-04-02T12:00:00Z', '20270402T090000'],
    ['the Friday before summer time starts', '2027-09-03T13:00:00Z', '20270903T090000'],
  ])('places a 09:00 consultation on %s at its instant', (_, instant, local) => {
    const ics = consultationIcs({ ...event, start: new Date(instant) });
    expect(startOf(ics)).toBe(`DTSTART;TZID=America/Santiago:${local}`);
    // Read back by the file's own zone rules, as a calendar app that lacks the zone does.
    expect(instantByFileZone(ics, local).toISOString()).toBe(new Date(instant).toISOString());
  });
});
