import { googleCalendarUrl } from './google-calendar';

const event = {
  title: 'Consulta Laboral',
  details: 'Servicio: Consulta Laboral\nModalidad: Videollamada',
  start: new Date('2026-03-10T13:00:00Z'),
  minutes: 45,
};

describe('googleCalendarUrl', () => {
  it("opens Google Calendar's event template", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
  });

  it('gives start and end in UTC, the consultation length apart', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.searchParams.get('dates')).toBe('20260310T130000Z/20260310T134500Z');
  });

  it('passes title, details and the Chilean time zone, URL-encoded', () => {
    const href = googleCalendarUrl({ ...event, title: 'Consulta & más' });
    expect(href).not.toContain('& más');
    const url = new URL(href);
    expect(url.searchParams.get('text')).toBe('Consulta & más');
    expect(url.searchParams.get('details')).toBe(event.details);
    expect(url.searchParams.get('ctz')).toBe('America/Santiago');
  });

  it('adds the location only when given', () => {
    expect(new URL(googleCalendarUrl(event)).searchParams.has('location')).toBe(false);
    const url = new URL(googleCalendarUrl({ ...event, location: 'Videollamada' }));
    expect(url.searchParams.get('location')).toBe('Videollamada');
  });
});
