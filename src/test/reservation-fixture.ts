import type { Reservation } from '@/backend/port';
import { STORED_STATEMENTS } from './booking-statements';

/** A client's confirmed booking for Monday 30 November 2026 at 10:00, changed as a test needs. */
export function aReservation(change: Partial<Reservation> = {}): Reservation {
  return {
    id: 'r1',
    userId: 'u1',
    nombre: 'Ana Pérez',
    rut: '12.345.678-5',
    email: 'ana@ejemplo.cl',
    telefono: '+56912345678',
    empresa: null,
    fecha: '2026-11-30',
    hora: '10:00',
    descripcion: null,
    plan: 'laboral',
    servicio: 'Consulta Laboral',
    precio: 35000,
    categoria: 'Laboral',
    tipoReunion: 'videollamada',
    estado: 'confirmada',
    expiraEn: null,
    recordatorioEnviado: false,
    urgente: false,
    metodoPago: null,
    ...STORED_STATEMENTS,
    createdAt: '2026-11-20T12:00:00Z',
    abogadoId: null,
    tokenGestion: null,
    movimientos: 0,
    movimientosCliente: 0,
    ...change,
  };
}
