import type { ReservationQuery } from './port';

/**
 * What both adapters share about the staff queries, so they filter exactly alike: the search
 * text becomes an ILIKE pattern without the characters that PostgREST's filter syntax (or LIKE
 * itself) would read as syntax, and the test bookings of the diagnostics carry one marker.
 */
export function searchPattern(texto: string | undefined): string | null {
  const clean = (texto ?? '')
    .replace(/[%_\\,()"*:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? `%${clean}%` : null;
}

export function pageRange(query: ReservationQuery): { from: number; to: number } {
  const size = Math.min(Math.max(Math.trunc(query.pageSize), 1), 200);
  const from = Math.max(Math.trunc(query.page), 0) * size;
  return { from, to: from + size - 1 };
}

/** The e-mail that marks the diagnostics' test bookings; cleanup removes exactly these. */
export const TEST_RESERVATION_EMAIL = 'diagnostico@prueba.puntolegal.cl';

export const TEST_RESERVATION = {
  nombre: 'Prueba de diagnóstico',
  rut: '11.111.111-1',
  email: TEST_RESERVATION_EMAIL,
  telefono: '+56900000000',
  descripcion: 'Reserva de prueba del diagnóstico de notificaciones',
  plan: 'gratis',
  servicio: 'Prueba de diagnóstico',
  precio: 0,
  categoria: 'General',
  estado: 'confirmada',
} as const;

export const DIAGNOSTIC_TABLES = ['reservas', 'notificaciones', 'pagos'] as const;
