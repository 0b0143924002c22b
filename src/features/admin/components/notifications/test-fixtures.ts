/** Shared builders for the notification panel's tests (not part of the app). */
import type { BackendPort, NotificationLog, Reservation } from '@/backend/port';
import { actionContext, type ActionContext } from './notification-deps';

export const WEBHOOK_URL = 'https://hook.us1.make.com/abcdefghijklmnop1234';
/** Monday 23 November 2026, 09:00 in Santiago (UTC-3 in November). */
export const NOW = new Date('2026-11-23T12:00:00Z');

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
  metodoPago: null,
  createdAt: '2026-11-20T12:00:00Z',
  ...change,
});

export const logEntry = (change: Partial<NotificationLog> = {}): NotificationLog => ({
  id: 'n1',
  reservaId: 'r1',
  tipo: 'nueva_reserva',
  estado: 'fallido',
  intentos: 1,
  fechaEnvio: null,
  ultimoError: 'HTTP 500: Internal Server Error',
  webhookResponse: null,
  createdAt: '2026-11-22T12:00:00Z',
  ...change,
});

export const accepted = () => Promise.resolve(new Response('Accepted', { status: 200 }));
export const serverError = () =>
  Promise.resolve(new Response('', { status: 500, statusText: 'Internal Server Error' }));

export function fetchStub(
  respond: (body: Record<string, unknown>) => Promise<Response> = accepted,
) {
  return vi.fn<typeof fetch>((_input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '{}';
    return respond(JSON.parse(body) as Record<string, unknown>);
  });
}

/** The JSON bodies a fetch stub received, in order. */
export function sentBodies(fetchMock: ReturnType<typeof fetchStub>): Record<string, unknown>[] {
  return fetchMock.mock.calls.map(
    ([, init]) =>
      JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>,
  );
}

export function testContext(
  backend: BackendPort,
  /** `url: null`: no webhook configured. */
  { fetch, url = WEBHOOK_URL }: { fetch?: typeof globalThis.fetch; url?: string | null } = {},
): ActionContext & { sleep: ReturnType<typeof vi.fn<(ms: number) => Promise<void>>> } {
  const sleep = vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve());
  return {
    ...actionContext(backend, { webhookUrl: url ?? undefined, fetch, sleep, now: () => NOW }),
    sleep,
  };
}
