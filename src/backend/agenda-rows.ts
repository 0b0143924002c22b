// The agenda's rows as either adapter reads them (jsonb from the database), checked into the
// port's types.
import type {
  Absence,
  AbsenceReason,
  AgendaEntry,
  BookingSummary,
  BookingToReassign,
  Lawyer,
  NoRescheduleReason,
  ReassignReason,
} from './agenda-types';
import type { ReservationStatus } from './reservation-types';
import type { Json } from './rows';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const nullableText = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : []);

const ABSENCE_REASONS: readonly AbsenceReason[] = ['vacaciones', 'tribunal', 'personal', 'otro'];
const REASSIGN_REASONS: readonly ReassignReason[] = [
  'sin_abogado',
  'ausente',
  'fuera_de_horario',
  'dia_cerrado',
];
const NO_RESCHEDULE_REASONS: readonly NoRescheduleReason[] = ['estado', 'plazo', 'limite'];

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

function toAbsence(row: Json): Absence {
  return {
    id: text(row.id),
    desde: text(row.desde),
    hasta: text(row.hasta),
    motivo: oneOf(ABSENCE_REASONS, row.motivo, 'otro'),
  };
}

export function toLawyer(row: Json): Lawyer {
  return {
    id: text(row.id),
    nombre: text(row.nombre),
    email: text(row.email),
    activo: row.activo === true,
    enlaceAgenda: row.enlace_agenda === true,
    horarios: texts(row.horarios),
    areas: texts(row.areas),
    ausencias: Array.isArray(row.ausencias) ? (row.ausencias as Json[]).map(toAbsence) : [],
  };
}

export function toBookingSummary(row: Json): BookingSummary {
  return {
    id: text(row.id),
    codigo: text(row.codigo),
    fecha: text(row.fecha),
    hora: text(row.hora),
    servicio: text(row.servicio),
    plan: text(row.plan),
    categoria: text(row.categoria),
    precio: Number(row.precio),
    tipoReunion: text(row.tipo_reunion),
    estado: text(row.estado) as ReservationStatus,
    abogado: nullableText(row.abogado),
    movimientos: Number(row.movimientos ?? 0),
    movimientosCliente: Number(row.movimientos_cliente ?? 0),
    sinReagendar:
      row.sin_reagendar == null ? null : oneOf(NO_RESCHEDULE_REASONS, row.sin_reagendar, 'estado'),
  };
}

export function toBookingToReassign(row: Json): BookingToReassign {
  return {
    id: text(row.id),
    fecha: text(row.fecha),
    hora: text(row.hora),
    servicio: text(row.servicio),
    abogadoId: nullableText(row.abogado_id),
    motivo: oneOf(REASSIGN_REASONS, row.motivo, 'sin_abogado'),
  };
}

export function toAgendaEntry(row: Json): AgendaEntry {
  return {
    id: text(row.id),
    codigo: text(row.codigo),
    fecha: text(row.fecha),
    hora: text(row.hora),
    servicio: text(row.servicio),
    tipoReunion: text(row.tipo_reunion),
    estado: text(row.estado) as ReservationStatus,
    movimientos: Number(row.movimientos ?? 0),
  };
}
