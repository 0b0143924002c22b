import type { BookingSummary } from '@/backend/port';

/** A booking as its reschedule link shows it: the fixture reservation's, changed as a test needs. */
export function aBookingSummary(change: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: 'r1',
    codigo: 'A1B2C3D4',
    fecha: '2026-11-30',
    hora: '10:00',
    servicio: 'Consulta Laboral',
    plan: 'laboral',
    categoria: 'Laboral',
    precio: 35000,
    tipoReunion: 'videollamada',
    estado: 'confirmada',
    abogado: 'Abogada Demo',
    movimientos: 0,
    movimientosCliente: 0,
    sinReagendar: null,
    ...change,
  };
}
