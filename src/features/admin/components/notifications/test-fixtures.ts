/** Shared builders for the notification panel's tests (not part of the app). */
import type {
  BackendPort,
  NoticeAttempt,
  NoticeRequest,
  NotificationLog,
  Reservation,
  Statistics,
  WebhookStatus,
} from '@/backend/port';
import { actionContext, type ActionContext } from './notification-deps';
import { STORED_STATEMENTS } from '@/test/booking-statements';

type Notify = BackendPort['notificaciones']['notify'];

/** Monday 23 November 2026, 09:00 in Santiago (UTC-3 in November). */
export const NOW = new Date('2026-11-23T12:00:00Z');

/** The webhook as a configured server reports it: masked, with the company data it sends. */
export const CONFIGURED: WebhookStatus = {
  configurado: true,
  destino: 'https://hook.us1.make.com/…1234',
  empresa: {
    nombre: 'Estudio de Prueba',
    email: 'contacto@estudio-prueba.cl',
    telefono: '+56 2 2345 6789',
    whatsapp: 'https://wa.me/56923456789',
    direccion: 'Av. Siempre Viva 742, Santiago',
    sitioWeb: 'https://estudio-prueba.cl',
  },
};

/** A server with no webhook secret. */
export const NOT_CONFIGURED: WebhookStatus = { ...CONFIGURED, configurado: false, destino: null };

export const webhookStatusOf = (status: WebhookStatus) => () => Promise.resolve(status);

export const reservation = (change: Partial<Reservation> = {}): Reservation => ({
  id: 'r1',
  userId: null,
  nombre: 'Ana Pérez',
  rut: '12.345.678-5',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  empresa: null,
  fecha: '2026-11-24',
  hora: '10:00',
  descripcion: 'Despido injustificado',
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
});

export const logEntry = (change: Partial<NotificationLog> = {}): NotificationLog => ({
  id: 'n1',
  reservaId: 'r1',
  tipo: 'nueva_reserva',
  canal: 'webhook',
  estado: 'fallido',
  intentos: 1,
  fechaEnvio: null,
  proximoIntento: '2026-11-22T12:05:00Z',
  ultimoError: 'HTTP 500: Internal Server Error',
  webhookResponse: null,
  origenId: null,
  createdAt: '2026-11-22T12:00:00Z',
  ...change,
});

/** The log's counters of a firm that has sent nothing yet, per channel too. */
export const NO_NOTICES: Statistics['notificaciones'] = {
  total: 0,
  enviadas: 0,
  fallidas: 0,
  pendientes: 0,
  ultimaEjecucion: null,
  porCanal: {
    webhook: { enviadas: 0, pendientes: 0, fallidas: 0, descartadas: 0 },
    email: { enviadas: 0, pendientes: 0, fallidas: 0, descartadas: 0 },
  },
};

export const DELIVERED: NoticeAttempt = { kind: 'enviado', intentos: 1 };

/** A stand-in for the notification function: answers each request as `answer` says. */
export function notifyStub(answer: (request: NoticeRequest) => NoticeAttempt = () => DELIVERED) {
  return vi.fn<Notify>((request) => Promise.resolve(answer(request)));
}

/**
 * A webhook that refuses every attempt, counting the attempts of each notice as the server does
 * (so the retry loop stops at the third).
 */
export function webhookDown(error = 'HTTP 500: Internal Server Error') {
  const attempts = new Map<string, number>();
  return (request: NoticeRequest): NoticeAttempt => {
    const key = `${request.tipo}/${request.reservaId ?? ''}/${request.notificacionId ?? ''}`;
    const intentos = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, intentos);
    return { kind: 'fallido', intentos, error };
  };
}

/** The requests the notification function received, in order. */
export const sentRequests = (notify: ReturnType<typeof notifyStub>): NoticeRequest[] =>
  notify.mock.calls.map(([request]) => request);

/** An action's context with a fake clock and a `sleep` that resolves at once and is recorded. */
export function testContext(
  backend: BackendPort,
): ActionContext & { sleep: ReturnType<typeof vi.fn<(ms: number) => Promise<void>>> } {
  const sleep = vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve());
  return { ...actionContext(backend, { sleep, now: () => NOW }), sleep };
}
