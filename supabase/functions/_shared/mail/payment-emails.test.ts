import type { PaymentForNotice } from '../notify/notice-facts.ts';
import { renderText } from './mail-layout.ts';
import { noticeEmail } from './notice-email.ts';
import {
  failedPaymentEmail,
  paymentReceiptEmail,
  transferRejectedEmail,
} from './payment-emails.ts';
import { BOOKING, CARD_PAYMENT, CONTEXT, TOKEN } from './test-fixtures.ts';

const TRANSFER: PaymentForNotice = {
  ...CARD_PAYMENT,
  metodo: 'transferencia',
  codigo_autorizacion: null,
  ultimos_digitos: null,
  fecha: '2026-11-24',
  hora: '09:15',
};
const REJECTED: PaymentForNotice = {
  ...TRANSFER,
  estado: 'rechazado',
  motivo: 'El monto transferido no coincide con el de la reserva.',
  pagar_hasta: { fecha: '2026-11-24', hora: '11:15' },
};
const REFUSED_CARD: PaymentForNotice = {
  ...CARD_PAYMENT,
  estado: 'rechazado',
  codigo_autorizacion: null,
  ultimos_digitos: null,
  codigo_respuesta: -1,
};

const text = (content: Parameters<typeof renderText>[0]) => renderText(content, CONTEXT.empresa);

describe("the client's payment receipt", () => {
  it('tells the amount, the method, the date, the booking and its consultation', () => {
    const body = text(paymentReceiptEmail(BOOKING, CARD_PAYMENT));
    expect(body).toContain('Monto: $35.000');
    expect(body).toContain('Medio de pago: Tarjeta (Webpay)');
    expect(body).toContain(
      'Fecha del pago: lunes 23 de noviembre de 2026 a las 12:00 (hora de Chile)',
    );
    expect(body).toContain('Código de reserva: 5F0C6A52');
    expect(body).toContain('Servicio: Consulta Laboral');
    expect(body).toContain('Fecha de la consulta: lunes 30 de noviembre de 2026');
    expect(body).toContain('Hora de la consulta: 10:00 (hora de Chile)');
  });

  it("names of a card only Webpay's authorization code and its last 4 digits", () => {
    const body = text(paymentReceiptEmail(BOOKING, CARD_PAYMENT));
    expect(body).toContain('Código de autorización: 1213');
    expect(body).toContain('Tarjeta: terminada en 6623');
    const transfer = text(paymentReceiptEmail(BOOKING, TRANSFER));
    expect(transfer).toContain('Medio de pago: Transferencia bancaria');
    expect(transfer).not.toContain('autorización');
    expect(transfer).not.toContain('Tarjeta:');
  });

  it('leaves out the consultation time of an emergency request', () => {
    const body = text(paymentReceiptEmail({ ...BOOKING, urgente: true }, TRANSFER));
    expect(body).not.toContain('Fecha de la consulta');
    expect(body).toContain('Código de reserva: 5F0C6A52');
  });
});

describe('a transfer not accepted', () => {
  it("gives the staff's reason and, while the hour is held, until when and the booking's links", () => {
    const content = transferRejectedEmail(BOOKING, REJECTED, CONTEXT.empresa, CONTEXT.siteUrl);
    const body = text(content);
    expect(body).toContain('Motivo: El monto transferido no coincide con el de la reserva.');
    expect(body).toContain(
      'Tu hora sigue reservada hasta el martes 24 de noviembre de 2026 a las 11:15',
    );
    expect(body).toContain('Escribir por WhatsApp: https://wa.me/56962321883');
    expect(body).toContain(`https://puntolegal.cl/reserva/gestionar?token=${TOKEN}`);
  });

  it('once the hour is released, says so and offers help to book again, without the links', () => {
    const body = text(
      transferRejectedEmail(
        BOOKING,
        { ...REJECTED, pagar_hasta: null, motivo: null },
        CONTEXT.empresa,
        CONTEXT.siteUrl,
      ),
    );
    expect(body).toContain('Tu hora ya no está reservada');
    expect(body).not.toContain('Motivo:');
    expect(body).not.toContain('gestionar');
  });
});

describe("the firm's alert of a refused card", () => {
  it("tells the booking, the amount and Webpay's code, and nothing of the card", () => {
    const body = text(failedPaymentEmail(BOOKING, REFUSED_CARD, CONTEXT.siteUrl));
    expect(body).toContain('Código de reserva: 5F0C6A52');
    expect(body).toContain('Monto: $35.000');
    expect(body).toContain('Código de respuesta de Webpay: -1');
    expect(body).toContain('Cliente: Ana Pérez');
    expect(body).not.toContain('6623');
    expect(body).not.toContain('autorización');
    expect(body).not.toContain('gestionar');
  });

  it('goes to the firm only, without the reply address of a client e-mail', () => {
    const message = noticeEmail('pago_fallido', BOOKING, { ...CONTEXT, pago: REFUSED_CARD });
    expect(message?.to).toEqual(['contacto@puntolegal.cl']);
    expect(message?.replyTo).toBeUndefined();
  });
});

describe('no payment e-mail', () => {
  it('without its payment (deleted since)', () => {
    for (const tipo of ['pago_recibido', 'transferencia_rechazada', 'pago_fallido'] as const) {
      expect(noticeEmail(tipo, BOOKING, CONTEXT)).toBeNull();
    }
  });
});
