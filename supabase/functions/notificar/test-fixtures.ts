/**
 * What the notificar tests share, under Node and under Deno: a webhook URL with its secret path,
 * a booking as the payload carries it, the notice the database opens for it, and a POST to the
 * function.
 */
import type { OpenedNotice } from '../_shared/notify/opened-notice.ts';

export const WEBHOOK = 'https://hook.make.com/abcdefghijklmnop';
export const RESERVA = {
  id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
  nombre: 'Ana Pérez',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  fecha: '2026-11-24',
  hora: '10:00',
  servicio: 'Consulta Laboral',
  precio: 35000,
  categoria: 'Laboral',
};
/** The booking as public.abrir_aviso returns it in a client's notice (its secret, no lawyer yet). */
export const TOKEN_GESTION = '0123456789abcdef'.repeat(4);
export const OPENED_RESERVA = {
  ...RESERVA,
  urgente: false,
  abogado: null,
  token_gestion: TOKEN_GESTION,
  movimientos: 0,
};
/** A move's notice to the client as public.abrir_aviso returns it. */
export const OPENED_MOVE = {
  id: 'n2',
  tipo: 'reagendada',
  canal: 'webhook',
  intentos: 0,
  alerta: null,
  reserva: {
    ...OPENED_RESERVA,
    fecha: '2026-11-26',
    hora: '11:30',
    abogado: { nombre: 'Juan Soto', email: 'juan.soto@puntolegal.cl' },
    movimientos: 1,
  },
  reagendamiento: {
    fecha_anterior: '2026-11-24',
    hora_anterior: '10:00',
    fecha_nueva: '2026-11-26',
    hora_nueva: '11:30',
  },
};
export const NOTICE: OpenedNotice = {
  id: 'n1',
  tipo: 'nueva_reserva',
  canal: 'webhook',
  intentos: 0,
  reserva: RESERVA,
  alerta: null,
  pago: null,
  solicitud: null,
};

export const post = (body: unknown, token?: string): Request =>
  new Request('https://proyecto.supabase.co/functions/v1/notificar', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
