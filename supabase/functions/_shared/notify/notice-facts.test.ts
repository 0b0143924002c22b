import { ANSWERED_REQUEST, CARD_PAYMENT } from '../mail/test-fixtures.ts';
import { InvalidNoticeFact, parsePaymentFacts, parseRightsRequestFacts } from './notice-facts.ts';

const field = (read: () => unknown): string | null => {
  try {
    read();
    return null;
  } catch (error) {
    if (error instanceof InvalidNoticeFact) return error.field;
    throw error;
  }
};

describe('a payment as its notice carries it', () => {
  it('is read whole, and absent is null (its payment was deleted)', () => {
    expect(parsePaymentFacts(CARD_PAYMENT)).toEqual(CARD_PAYMENT);
    expect(parsePaymentFacts(null)).toBeNull();
    expect(parsePaymentFacts(undefined)).toBeNull();
    const held = { ...CARD_PAYMENT, pagar_hasta: { fecha: '2026-11-24', hora: '11:15' } };
    expect(parsePaymentFacts(held)?.pagar_hasta).toEqual({ fecha: '2026-11-24', hora: '11:15' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['pago.id', { id: 'x' }],
    ['pago.monto', { monto: -1 }],
    ['pago.monto', { monto: '35000' }],
    ['pago.metodo', { metodo: 'gratis' }],
    ['pago.estado', { estado: 'hecho' }],
    ['pago.fecha', { fecha: '23-11-2026' }],
    ['pago.fecha', { hora: '25:00' }],
    ['pago.codigo_autorizacion', { codigo_autorizacion: '1234567' }],
    ['pago.ultimos_digitos', { ultimos_digitos: '4111111111111111' }],
    ['pago.ultimos_digitos', { ultimos_digitos: 6623 }],
    ['pago.motivo', { motivo: 'x'.repeat(301) }],
    ['pago.motivo', { motivo: '  ' }],
    ['pago.codigo_respuesta', { codigo_respuesta: '-1' }],
    ['pagar_hasta', { pagar_hasta: { fecha: '2026-11-24' } }],
  ])('refuses %s when it is not what the database writes (%j)', (name, change) => {
    expect(field(() => parsePaymentFacts({ ...CARD_PAYMENT, ...change }))).toBe(name);
  });

  it('refuses what is not an object', () => {
    expect(field(() => parsePaymentFacts('pago'))).toBe('pago');
  });
});

describe('a rights request as its answer carries it', () => {
  it('is read whole, and absent is null', () => {
    expect(parseRightsRequestFacts(ANSWERED_REQUEST)).toEqual(ANSWERED_REQUEST);
    expect(parseRightsRequestFacts(null)).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    ['solicitud.codigo', { codigo: 'SD-xyz' }],
    ['solicitud.derecho', { derecho: 'olvido' }],
    ['solicitud.estado', { estado: 'en_curso' }],
    ['solicitud.email', { email: 'no es correo' }],
    ['solicitud.email', { email: 'a@b.cl, c@d.cl' }],
    ['solicitud.nombre', { nombre: 'A' }],
    ['solicitud.respondida_en', { respondida_en: null }],
  ])('refuses %s when it is not what the database writes (%j)', (name, change) => {
    expect(field(() => parseRightsRequestFacts({ ...ANSWERED_REQUEST, ...change }))).toBe(name);
  });
});
