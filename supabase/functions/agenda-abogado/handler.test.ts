import type { AgendaEntry } from '../../../src/backend/agenda-types.ts';
import { agendaCalendar } from '../../../src/lib/calendar/agenda-feed.ts';
import { fakeSupabase, ok, refusal, rpcCalls } from '../_shared/testing/fake-supabase.ts';
import { AGENDA, fakeAgendaStore, LAWYER_TOKEN } from './fake-store.ts';
import {
  CALENDAR_FILENAME,
  createAgendaHandler,
  INVALID_LINK,
  METHOD_NOT_ALLOWED,
  UNAVAILABLE,
  type AgendaStore,
} from './handler.ts';
import { createHostedAgendaStore, parseAgendaRow } from './hosted-store.ts';

const NOW = () => new Date('2027-03-30T15:04:05Z');
const ADDRESS = 'https://proyecto.supabase.co/functions/v1/agenda-abogado';
const get = (query: string, method = 'GET') => new Request(`${ADDRESS}${query}`, { method });
const unfolded = (ics: string): string[] => ics.replace(/\r\n /g, '').split('\r\n');

describe('agenda-abogado', () => {
  it('answers the lawyer’s agenda as a private, uncached calendar file', async () => {
    const { store, asked } = fakeAgendaStore();
    const response = await createAgendaHandler({ store, now: NOW })(get(`?token=${LAWYER_TOKEN}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="${CALENDAR_FILENAME}"`,
    );
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const lines = unfolded(await response.text());
    expect(lines).toContain('X-WR-CALNAME:Agenda Punto Legal');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(AGENDA.length);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11@puntolegal.cl',
        'DTSTAMP:20270330T150405Z',
        'DTSTART;TZID=America/Santiago:20270405T090000',
        'DTEND;TZID=America/Santiago:20270405T094500',
        'SEQUENCE:1',
        'SUMMARY:Consulta Laboral · 5F0C6A52',
        'STATUS:CONFIRMED',
        'SUMMARY:Consulta Familia · 7A1D2E3F',
        'STATUS:TENTATIVE',
      ]),
    );
    expect(asked).toEqual([LAWYER_TOKEN]);
  });

  it('answers a HEAD with the headers and no body', async () => {
    const { store } = fakeAgendaStore();
    const response = await createAgendaHandler({ store })(get(`?token=${LAWYER_TOKEN}`, 'HEAD'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('answers an empty calendar to a lawyer without consultations', async () => {
    const { store } = fakeAgendaStore({ [LAWYER_TOKEN]: [] });
    const response = await createAgendaHandler({ store })(get(`?token=${LAWYER_TOKEN}`));
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('BEGIN:VEVENT');
  });

  it.each([
    ['no token', ''],
    ['an empty token', '?token='],
    ['a token too short to be a secret', '?token=abc123'],
    ['a token with other characters', `?token=${LAWYER_TOKEN.slice(1)}%27`],
  ])('answers 404 in Spanish to %s, without asking the database', async (_, query) => {
    const { store, asked } = fakeAgendaStore();
    const response = await createAgendaHandler({ store })(get(query));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe(INVALID_LINK);
    expect(asked).toEqual([]);
  });

  it('answers 404 to a secret that is no one’s (revoked or replaced)', async () => {
    const { store, asked } = fakeAgendaStore();
    const other = 'a'.repeat(64);
    const response = await createAgendaHandler({ store })(get(`?token=${other}`));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(INVALID_LINK);
    expect(asked).toEqual([other]);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('answers 405 to %s', async (method) => {
    const { store, asked } = fakeAgendaStore();
    const response = await createAgendaHandler({ store })(get(`?token=${LAWYER_TOKEN}`, method));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.text()).toBe(METHOD_NOT_ALLOWED);
    expect(asked).toEqual([]);
  });

  it('answers 503 when the database fails, and never logs the address', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store: AgendaStore = { agendaByToken: () => Promise.reject(new Error('caído')) };
    const response = await createAgendaHandler({ store })(get(`?token=${LAWYER_TOKEN}`));
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(UNAVAILABLE);
    expect(JSON.stringify(error.mock.calls)).not.toContain(LAWYER_TOKEN);
    error.mockRestore();
  });
});

describe('agenda-abogado (hosted store)', () => {
  const row = {
    id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
    codigo: '5F0C6A52',
    fecha: '2027-04-05',
    hora: '09:00',
    servicio: 'Consulta Laboral',
    tipo_reunion: 'videollamada',
    estado: 'confirmada',
    movimientos: 1,
  };

  it('calls agenda_por_enlace with the secret and reads its rows', async () => {
    const { client, calls } = fakeSupabase((call) =>
      call.path === '/rest/v1/rpc/agenda_por_enlace' ? ok([row]) : undefined,
    );
    const entries = await createHostedAgendaStore(client).agendaByToken(LAWYER_TOKEN);
    expect(entries).toEqual([
      {
        id: row.id,
        codigo: '5F0C6A52',
        fecha: '2027-04-05',
        hora: '09:00',
        servicio: 'Consulta Laboral',
        estado: 'confirmada',
        movimientos: 1,
      },
    ]);
    expect(rpcCalls(calls, 'agenda_por_enlace').map((call) => call.body)).toEqual([
      { p_token: LAWYER_TOKEN },
    ]);
  });

  it('reads the database’s enlace_invalido as no one’s address', async () => {
    const { client } = fakeSupabase(() => refusal('enlace_invalido', 'El enlace no es válido'));
    await expect(createHostedAgendaStore(client).agendaByToken(LAWYER_TOKEN)).resolves.toBeNull();
  });

  it('fails on another error, so the handler answers 503', async () => {
    const { client } = fakeSupabase(() => refusal('acceso_denegado', 'permission denied'));
    await expect(createHostedAgendaStore(client).agendaByToken(LAWYER_TOKEN)).rejects.toThrow(
      'permission denied',
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['a date that is not one', { fecha: '05/04/2027' }],
    ['a time that is not one', { hora: '9:00' }],
    ['moves that are not a count', { movimientos: '1' }],
    ['a missing service', { servicio: null }],
  ])('refuses a row with %s', (_, change) => {
    expect(() => parseAgendaRow({ ...row, ...change })).toThrow('agenda_por_enlace');
  });
});

describe('agendaCalendar and the port', () => {
  it('takes the port’s agenda entries (the lawyer’s panel downloads the same file)', () => {
    const entries: AgendaEntry[] = AGENDA.map((entry) => ({
      ...entry,
      tipoReunion: 'videollamada',
      estado: entry.estado === 'pendiente' ? 'pendiente' : 'confirmada',
    }));
    expect(agendaCalendar(entries, NOW())).toBe(agendaCalendar(AGENDA, NOW()));
  });
});
