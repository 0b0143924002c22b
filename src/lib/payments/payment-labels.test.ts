import {
  clientPaymentWording,
  countingPayment,
  isNoShowCharge,
  isRefundable,
  maskedCard,
  paymentReason,
  paymentTypeLabel,
  staffPaymentWording,
  type BookingPaymentFacts,
  type PaymentFacts,
} from './payment-labels';

/** Monday 23 November 2026, 09:00 in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-23T12:00:00Z');
/** 11:00 in Santiago, the same day. */
const LATER = '2026-11-23T14:00:00Z';
/** 08:00 in Santiago, the same day. */
const EARLIER = '2026-11-23T11:00:00Z';

const card = (change: Partial<PaymentFacts> = {}): PaymentFacts => ({
  estado: 'aprobado',
  metodo: 'tarjeta',
  motivo: null,
  numeroComprobante: null,
  ordenCompra: 'PL-1A2B3C4D-1',
  ultimosDigitos: '6623',
  ...change,
});

const transfer = (change: Partial<PaymentFacts> = {}): PaymentFacts => ({
  estado: 'por_verificar',
  metodo: 'transferencia',
  motivo: null,
  numeroComprobante: '987654',
  ordenCompra: null,
  ultimosDigitos: null,
  ...change,
});

const booking = (change: Partial<BookingPaymentFacts> = {}): BookingPaymentFacts => ({
  reservaEstado: 'confirmada',
  expiraEn: null,
  precio: 35000,
  metodoPago: 'tarjeta',
  pago: null,
  ...change,
});

describe('payment labels', () => {
  it('words the card payment type and its instalments', () => {
    expect(paymentTypeLabel('VD', 0)).toBe('Débito');
    expect(paymentTypeLabel('VN', 0)).toBe('Crédito');
    expect(paymentTypeLabel('VC', 6)).toBe('Crédito en 6 cuotas');
    expect(paymentTypeLabel('SI', 3)).toBe('3 cuotas sin interés');
    expect(paymentTypeLabel('S2', 2)).toBe('2 cuotas sin interés');
    expect(paymentTypeLabel('NC', 5)).toBe('5 cuotas sin interés');
    expect(paymentTypeLabel('VP', 0)).toBe('Prepago');
    expect(paymentTypeLabel('ZZ', null)).toBe('ZZ');
    expect(paymentTypeLabel(null, null)).toBeNull();
    expect(maskedCard('6623')).toBe('•••• 6623');
  });

  it('words a card reason by its code and keeps a transfer reason as written', () => {
    expect(paymentReason(card({ motivo: 'cancelado' }))).toBe(
      'se canceló en el formulario de Webpay',
    );
    expect(paymentReason(card({ motivo: 'algo raro' }))).toBe('algo raro');
    expect(paymentReason(transfer({ motivo: 'rechazado' }))).toBe('rechazado');
    expect(paymentReason(transfer({ motivo: '  ' }))).toBeNull();
  });

  it('allows a refund only of an approved card payment of a cancelled or lost booking', () => {
    expect(isRefundable(card(), 'cancelada')).toBe(true);
    expect(isRefundable(card(), 'confirmada')).toBe(false);
    expect(isRefundable(card({ motivo: 'reserva_no_disponible' }), 'expirada')).toBe(true);
    // Charged without confirming the booking, whatever the booking's state: a refund owed.
    for (const motivo of ['no_coincide', 'intento_anulado', 'pago_duplicado']) {
      expect(isRefundable(card({ motivo }), 'pendiente')).toBe(true);
      expect(isRefundable(card({ motivo }), 'confirmada')).toBe(true);
    }
    expect(isRefundable(card({ estado: 'rechazado', motivo: 'no_coincide' }), 'pendiente')).toBe(
      false,
    );
    expect(isRefundable(card({ estado: 'reembolsado' }), 'cancelada')).toBe(false);
    expect(isRefundable(transfer({ estado: 'aprobado' }), 'cancelada')).toBe(false);
  });

  it('refuses the refund of a no-show’s card charge, unless it never confirmed the booking', () => {
    expect(isRefundable(card(), 'no_asistio')).toBe(false);
    expect(isNoShowCharge(card(), 'no_asistio')).toBe(true);
    expect(isNoShowCharge(card(), 'completada')).toBe(false);
    expect(isNoShowCharge(card({ estado: 'reembolsado' }), 'no_asistio')).toBe(false);
    expect(isNoShowCharge(transfer({ estado: 'aprobado' }), 'no_asistio')).toBe(false);
    // A charge that did not confirm the booking is still owed back (preparar_reembolso agrees).
    expect(isNoShowCharge(card({ motivo: 'pago_duplicado' }), 'no_asistio')).toBe(false);
    expect(isRefundable(card({ motivo: 'pago_duplicado' }), 'no_asistio')).toBe(true);
  });

  it('picks the payment that counts: approved, to verify or refunded first, else the latest', () => {
    const old = { estado: 'aprobado' as const, createdAt: '2026-11-20T10:00:00Z' };
    const recent = { estado: 'rechazado' as const, createdAt: '2026-11-21T10:00:00Z' };
    const latest = { estado: 'anulado' as const, createdAt: '2026-11-22T10:00:00Z' };
    expect(countingPayment([recent, old, latest])).toBe(old);
    expect(countingPayment([recent, latest])).toBe(latest);
    expect(countingPayment([])).toBeNull();
    // A charge owed back is what the client must hear of first; a refunded one after the rest.
    const owed = {
      estado: 'aprobado' as const,
      motivo: 'pago_duplicado',
      createdAt: old.createdAt,
    };
    const refunded = { estado: 'reembolsado' as const, createdAt: '2026-11-23T10:00:00Z' };
    const toVerify = { estado: 'por_verificar' as const, createdAt: '2026-11-19T10:00:00Z' };
    expect(countingPayment([toVerify, refunded, owed])).toBe(owed);
    expect(countingPayment([refunded, toVerify])).toBe(toVerify);
  });

  it('tells the client where their payment stands', () => {
    const words = (change: Partial<BookingPaymentFacts>) =>
      clientPaymentWording(booking(change), NOW);
    expect(words({ precio: 0, metodoPago: 'gratis' })).toEqual({ text: 'Gratuita' });
    expect(words({ pago: card() }).text).toBe('Pagada con tarjeta');
    expect(words({ pago: transfer({ estado: 'aprobado' }) }).text).toBe('Pagada por transferencia');
    // Until when the slot is held, from the database: 48 hours only once the receipt arrived.
    expect(
      words({ reservaEstado: 'pendiente', expiraEn: '2026-11-23T14:00:00Z', pago: transfer() }),
    ).toEqual({
      text: 'Transferencia en revisión',
      detail: 'Tu hora queda reservada hasta el lunes 23 de noviembre de 2026 a las 11:00',
    });
    expect(
      words({
        reservaEstado: 'pendiente',
        expiraEn: LATER,
        pago: transfer({ estado: 'rechazado', motivo: 'No llegó la transferencia' }),
      }),
    ).toEqual({
      text: 'Pago rechazado: No llegó la transferencia',
      detail: 'Puedes pagar hasta el lunes 23 de noviembre de 2026 a las 11:00',
    });
    expect(words({ pago: card({ estado: 'rechazado', motivo: 'rechazado' }) }).text).toBe(
      'Pago rechazado: el banco o Webpay no autorizó la tarjeta',
    );
    expect(words({ reservaEstado: 'pendiente', expiraEn: LATER }).text).toBe(
      'Pendiente de pago hasta el lunes 23 de noviembre de 2026 a las 11:00',
    );
    expect(
      words({ reservaEstado: 'pendiente', expiraEn: LATER, pago: card({ estado: 'anulado' }) })
        .text,
    ).toBe('Pendiente de pago hasta el lunes 23 de noviembre de 2026 a las 11:00');
    expect(words({ reservaEstado: 'pendiente', expiraEn: EARLIER }).text).toBe(
      'El plazo para pagar venció el lunes 23 de noviembre de 2026 a las 08:00',
    );
    expect(words({ reservaEstado: 'expirada' }).text).toBe('Sin pago: la reserva expiró');
    expect(words({ pago: card({ estado: 'reembolsado' }) }).text).toBe(
      'Pago devuelto a tu tarjeta',
    );
    expect(
      words({ reservaEstado: 'cancelada', pago: card({ motivo: 'reserva_no_disponible' }) }),
    ).toEqual({
      text: 'Pago recibido, pero la reserva ya no estaba disponible',
      detail: 'Te contactaremos para reagendar o devolver el cargo.',
    });
  });

  it('tells staff the payment with its card, buy order or receipt number', () => {
    const words = (change: Partial<BookingPaymentFacts>) => staffPaymentWording(booking(change));
    expect(words({ precio: 0 }).text).toBe('Consulta gratuita');
    expect(words({}).text).toBe('Sin pago registrado');
    expect(words({ reservaEstado: 'pendiente' }).text).toBe('Pago: pendiente');
    expect(words({ pago: card() }).text).toBe(
      'Pago: Aprobado con tarjeta •••• 6623 (orden PL-1A2B3C4D-1)',
    );
    expect(words({ pago: transfer() }).text).toBe(
      'Pago: transferencia por verificar (comprobante N° 987654)',
    );
    expect(words({ pago: card({ estado: 'pendiente', ultimosDigitos: null }) }).text).toBe(
      'Pago: pendiente de Webpay (orden PL-1A2B3C4D-1)',
    );
    expect(
      words({ pago: card({ estado: 'anulado', motivo: 'sin_retorno', ultimosDigitos: null }) }),
    ).toEqual({
      text: 'Pago: Anulado con tarjeta (orden PL-1A2B3C4D-1)',
      detail: 'Motivo: no llegó la respuesta de Webpay',
    });
    expect(words({ pago: transfer({ estado: 'aprobado' }) }).text).toBe(
      'Pago: transferencia verificada (comprobante N° 987654)',
    );
    expect(words({ pago: transfer({ estado: 'rechazado', motivo: 'No llegó' }) })).toEqual({
      text: 'Pago: transferencia rechazada (comprobante N° 987654)',
      detail: 'Motivo: No llegó',
    });
    expect(words({ pago: card({ motivo: 'reserva_no_disponible' }) }).detail).toBe(
      'La reserva ya no estaba disponible al pagar: corresponde reagendar o reembolsar.',
    );
    expect(words({ pago: card({ motivo: 'pago_duplicado' }) }).detail).toBe(
      'Cobrado sin confirmar la reserva (pagado, pero la reserva ya tenía otro pago): corresponde reembolsar.',
    );
  });
});
