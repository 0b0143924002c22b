/** A booking and the sending context, shared by the mail tests under Node and under Deno. */
import type { PaymentForNotice, RightsRequestForNotice } from '../notify/notice-facts.ts';
import type { ReservationForWebhook } from '../notify/payloads.ts';
import type { NoticeEmailContext } from './notice-email-context.ts';

export const TOKEN = 'a1b2c3d4'.repeat(8);

export const BOOKING: ReservationForWebhook = {
  id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
  nombre: 'Ana Pérez',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  fecha: '2026-11-30',
  hora: '10:00',
  servicio: 'Consulta Laboral',
  precio: 35000,
  categoria: 'Laboral',
  urgente: false,
  abogado: null,
  token_gestion: TOKEN,
  movimientos: 0,
};

export const CONTEXT: NoticeEmailContext = {
  empresa: {
    nombre: 'Punto Legal',
    email: 'contacto@puntolegal.cl',
    telefono: '+56 2 2938 4120',
    whatsapp: 'https://wa.me/56962321883',
    direccion: 'Av. El Golf 40, piso 12, Las Condes, Santiago',
    sitioWeb: 'https://puntolegal.cl',
  },
  siteUrl: 'https://puntolegal.cl',
  from: 'Punto Legal <contacto@puntolegal.cl>',
  firmEmail: 'contacto@puntolegal.cl',
  now: new Date('2026-11-27T12:00:00Z'),
};

/** A card payment Webpay approved, as private.aviso_abierto gives a client's receipt. */
export const CARD_PAYMENT: PaymentForNotice = {
  id: '7a1d3c2e-9b4f-4e1a-8c3d-5f6e7a8b9c0d',
  monto: 35000,
  metodo: 'tarjeta',
  estado: 'aprobado',
  fecha: '2026-11-23',
  hora: '12:00',
  codigo_autorizacion: '1213',
  ultimos_digitos: '6623',
  motivo: null,
  codigo_respuesta: null,
  pagar_hasta: null,
};

/** A rights request answered, as its notice carries it. */
export const ANSWERED_REQUEST: RightsRequestForNotice = {
  codigo: 'SD-0A1B2C3D',
  derecho: 'acceso',
  estado: 'respondida',
  email: 'titular@ejemplo.cl',
  nombre: 'Beatriz Rojas',
  respondida_en: '2026-11-27',
};

/** The text of a base64 attachment (UTF-8). */
export function decodeBase64(content: string): string {
  const binary = atob(content);
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}
