/**
 * A stand-in for the database side, shared by the tests under Node (handler.test.ts) and under
 * Deno (*.deno.test.ts): each secret's agenda, as agenda_por_enlace would return it.
 */
import type { AgendaFeedEntry } from '../../../src/lib/calendar/agenda-feed.ts';
import type { AgendaStore } from './handler.ts';

export const LAWYER_TOKEN = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';

export const AGENDA: AgendaFeedEntry[] = [
  {
    id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
    codigo: '5F0C6A52',
    fecha: '2027-04-05',
    hora: '09:00',
    servicio: 'Consulta Laboral',
    estado: 'confirmada',
    movimientos: 1,
  },
  {
    id: '7a1d2e3f-4b5c-4d6e-8f90-123456789abc',
    codigo: '7A1D2E3F',
    fecha: '2027-09-06',
    hora: '09:00',
    servicio: 'Familia',
    estado: 'pendiente',
    movimientos: 0,
  },
];

export function fakeAgendaStore(
  agendas: Record<string, AgendaFeedEntry[]> = {
    [LAWYER_TOKEN]: AGENDA,
  },
) {
  const asked: string[] = [];
  const store: AgendaStore = {
    agendaByToken(token) {
      asked.push(token);
      return Promise.resolve(agendas[token] ?? null);
    },
  };
  return { store, asked };
}
