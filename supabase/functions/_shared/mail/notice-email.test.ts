import { NOTIFY_EVENTS, type NotifyEvent } from '../notify/notice-kinds.ts';
import type { ReservationForWebhook } from '../notify/payloads.ts';
import { ICS_CONTENT_TYPE, ICS_FILENAME } from './booking-ics.ts';
import { noticeEmail } from './notice-email.ts';
import {
  ANSWERED_REQUEST,
  BOOKING,
  CARD_PAYMENT,
  CONTEXT,
  decodeBase64,
  TOKEN,
} from './test-fixtures.ts';

const LAWYER = { nombre: 'Juan Soto', email: 'juan.soto@puntolegal.cl' };
const ALERT = {
  tipo: 'recordatorio' as const,
  canal: 'webhook' as const,
  intentos: 3,
  error: 'HTTP 503: Service Unavailable',
};
/** A row with more than a notice carries: its description must never reach an e-mail. */
const WITH_CASE = {
  ...BOOKING,
  descripcion: 'Despido durante licencia médica',
  rut: '12.345.678-5',
} as ReservationForWebhook;
const RESCHEDULE = `https://puntolegal.cl/reserva/gestionar?token=${TOKEN}`;

const send = (tipo: NotifyEvent, reserva: ReservationForWebhook | null = WITH_CASE) => {
  const message = noticeEmail(tipo, reserva, {
    ...CONTEXT,
    alerta: ALERT,
    pago: CARD_PAYMENT,
    solicitud: ANSWERED_REQUEST,
  });
  if (!message) throw new Error(`${tipo}: sin correo`);
  return message;
};

describe('noticeEmail: who receives each kind, and its subject', () => {
  it.each<[NotifyEvent, string[], string]>([
    [
      'nueva_reserva',
      ['ana@ejemplo.cl'],
      'Reserva confirmada: Consulta Laboral, lunes 30 de noviembre 10:00',
    ],
    [
      'notificacion_abogado',
      ['contacto@puntolegal.cl'],
      'Nueva reserva: Consulta Laboral, lunes 30 de noviembre 10:00',
    ],
    [
      'recordatorio',
      ['ana@ejemplo.cl'],
      'Recordatorio: tu consulta del lunes 30 de noviembre a las 10:00',
    ],
    ['recordatorio_corto', ['ana@ejemplo.cl'], 'Tu consulta es hoy a las 10:00'],
    [
      'recordatorio_abogado',
      ['contacto@puntolegal.cl'],
      'Recordatorio: consulta con Ana Pérez, lunes 30 de noviembre 10:00',
    ],
    [
      'reagendada',
      ['ana@ejemplo.cl'],
      'Reserva cambiada: Consulta Laboral, lunes 30 de noviembre 10:00',
    ],
    [
      'reagendada_abogado',
      ['contacto@puntolegal.cl'],
      'Consulta asignada: Ana Pérez, lunes 30 de noviembre 10:00',
    ],
    ['comprobante', ['ana@ejemplo.cl'], 'Recibimos tu transferencia: reserva 5F0C6A52'],
    [
      'aviso_fallido',
      ['contacto@puntolegal.cl'],
      'Un aviso no se pudo entregar: Recordatorio 24 h antes (reserva 5F0C6A52)',
    ],
    ['test', ['contacto@puntolegal.cl'], 'Prueba de correo de Punto Legal'],
    ['pago_recibido', ['ana@ejemplo.cl'], 'Recibimos tu pago: reserva 5F0C6A52'],
    [
      'transferencia_rechazada',
      ['ana@ejemplo.cl'],
      'No pudimos aceptar tu transferencia: reserva 5F0C6A52',
    ],
    ['pago_fallido', ['contacto@puntolegal.cl'], 'Pago con tarjeta rechazado: reserva 5F0C6A52'],
    ['solicitud_respondida', ['titular@ejemplo.cl'], 'Respondimos tu solicitud SD-0A1B2C3D'],
  ])('%s goes to %j', (tipo, to, subject) => {
    const message = send(tipo);
    expect(message.to).toEqual(to);
    expect(message.subject).toBe(subject);
    expect(message.from).toBe(CONTEXT.from);
  });

  it('covers every kind of notice', () => {
    for (const tipo of NOTIFY_EVENTS) expect(send(tipo).subject).not.toBe('');
  });

  it('never carries the case description or the RUT, in any part', () => {
    for (const tipo of NOTIFY_EVENTS) {
      const message = JSON.stringify(send(tipo));
      expect(message).not.toContain('licencia');
      expect(message).not.toContain('12.345.678');
      for (const attachment of send(tipo).attachments ?? []) {
        expect(decodeBase64(attachment.content)).not.toContain('licencia');
      }
    }
  });

  it("lets the client's replies reach the firm", () => {
    expect(send('nueva_reserva').replyTo).toBe('contacto@puntolegal.cl');
    expect(send('notificacion_abogado').replyTo).toBeUndefined();
  });

  it('writes dates in Chilean Spanish, with the price, and a free consultation as gratuita', () => {
    const message = send('nueva_reserva');
    expect(message.text).toContain('Fecha: lunes 30 de noviembre de 2026');
    expect(message.text).toContain('Hora: 10:00 (hora de Chile)');
    expect(message.text).toContain('Duración: 45 minutos');
    expect(message.text).toContain('Valor: $35.000');
    expect(message.text).toContain('Código de reserva: 5F0C6A52');
    expect(send('nueva_reserva', { ...BOOKING, precio: 0 }).text).toContain('Valor: Gratuita');
  });
});

describe("noticeEmail: the lawyer's address", () => {
  const assigned = { ...BOOKING, abogado: LAWYER };

  it('sends a new booking to the firm with the lawyer in copy', () => {
    const message = send('notificacion_abogado', assigned);
    expect(message.to).toEqual(['contacto@puntolegal.cl']);
    expect(message.cc).toEqual(['juan.soto@puntolegal.cl']);
    expect(message.text).toContain('Abogado: Juan Soto');
    expect(message.text).toContain('Teléfono: +56912345678');
    expect(message.text).toContain('Correo: ana@ejemplo.cl');
  });

  it("sends the lawyer's reminder and move to the lawyer", () => {
    expect(send('recordatorio_abogado', assigned).to).toEqual(['juan.soto@puntolegal.cl']);
    expect(send('reagendada_abogado', assigned).to).toEqual(['juan.soto@puntolegal.cl']);
  });

  it('tells the lawyer a move from the old time to the new', () => {
    const moved = {
      ...assigned,
      movimientos: 1,
      reagendamiento: {
        fecha_anterior: '2026-11-24',
        hora_anterior: '09:00',
        fecha_nueva: '2026-11-30',
        hora_nueva: '10:00',
      },
    };
    const message = send('reagendada_abogado', moved);
    expect(message.subject).toBe('Consulta cambiada: Ana Pérez, lunes 30 de noviembre 10:00');
    expect(message.text).toContain(
      'pasó del martes 24 de noviembre de 2026 a las 09:00 al lunes 30 de noviembre de 2026 a las 10:00',
    );
  });
});

describe('noticeEmail: the links to move or cancel', () => {
  it.each<NotifyEvent>(['nueva_reserva', 'recordatorio', 'reagendada'])(
    '%s carries both, in the text and as links',
    (tipo) => {
      const message = send(tipo);
      expect(message.text).toContain(`Cambiar la hora: ${RESCHEDULE}`);
      expect(message.text).toContain(`Cancelar la reserva: ${RESCHEDULE}&accion=cancelar`);
      expect(message.html).toContain(`href="${RESCHEDULE}"`);
      expect(message.html).toContain(`href="${RESCHEDULE}&amp;accion=cancelar"`);
    },
  );

  it('are left out without the booking secret, and never reach the firm or the lawyer', () => {
    expect(send('nueva_reserva', { ...BOOKING, token_gestion: null }).text).not.toContain(
      'gestionar',
    );
    for (const tipo of [
      'notificacion_abogado',
      'recordatorio_abogado',
      'reagendada_abogado',
    ] as const) {
      expect(JSON.stringify(send(tipo))).not.toContain(TOKEN);
    }
  });
});

describe('noticeEmail: the calendar file', () => {
  const icsOf = (tipo: NotifyEvent, reserva: ReservationForWebhook) => {
    const attachments = send(tipo, reserva).attachments ?? [];
    expect(attachments).toHaveLength(1);
    const [attachment] = attachments;
    expect(attachment?.filename).toBe(ICS_FILENAME);
    expect(attachment?.contentType).toBe(ICS_CONTENT_TYPE);
    return decodeBase64(attachment?.content ?? '');
  };

  it('is attached to the confirmation: the booking UID, SEQUENCE 0, its start in Chilean time', () => {
    const ics = icsOf('nueva_reserva', BOOKING);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain(`UID:${BOOKING.id}@puntolegal.cl\r\n`);
    expect(ics).toContain('SEQUENCE:0\r\n');
    expect(ics).toContain('DTSTART;TZID=America/Santiago:20261130T100000\r\n');
    expect(ics).toContain('DTEND;TZID=America/Santiago:20261130T104500\r\n');
  });

  it("is attached to a move with the same UID and the booking's moves as SEQUENCE", () => {
    const ics = icsOf('reagendada', { ...BOOKING, hora: '11:30', movimientos: 2 });
    expect(ics).toContain(`UID:${BOOKING.id}@puntolegal.cl\r\n`);
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).toContain('DTSTART;TZID=America/Santiago:20261130T113000\r\n');
  });

  it('is attached to no other kind', () => {
    for (const tipo of NOTIFY_EVENTS.filter(
      (kind) => kind !== 'nueva_reserva' && kind !== 'reagendada',
    )) {
      expect(send(tipo).attachments).toBeUndefined();
    }
  });
});

describe('noticeEmail: a hostile value stays text', () => {
  const hostile = {
    ...BOOKING,
    nombre: '<script>alert("x")</script>',
    servicio: 'Consulta <img src=x onerror=alert(1)>',
  };

  it.each<NotifyEvent>(['nueva_reserva', 'notificacion_abogado', 'recordatorio_abogado'])(
    '%s',
    (tipo) => {
      const { html, text } = send(tipo, hostile);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(text).toContain('<script>alert("x")</script>');
    },
  );
});

describe('noticeEmail: no e-mail', () => {
  it('for a booking kind without a booking', () => {
    for (const tipo of NOTIFY_EVENTS.filter(
      (kind) => kind !== 'test' && kind !== 'aviso_fallido',
    )) {
      expect(noticeEmail(tipo, null, CONTEXT)).toBeNull();
    }
  });

  it('for an alert without what failed, or a client without an address', () => {
    expect(noticeEmail('aviso_fallido', BOOKING, CONTEXT)).toBeNull();
    expect(noticeEmail('nueva_reserva', { ...BOOKING, email: ' ' }, CONTEXT)).toBeNull();
  });

  it('for the reminders and moves of an emergency request, which has no appointment', () => {
    const urgent = { ...BOOKING, urgente: true };
    for (const tipo of [
      'recordatorio',
      'recordatorio_corto',
      'recordatorio_abogado',
      'reagendada',
      'reagendada_abogado',
    ] as const) {
      expect(noticeEmail(tipo, urgent, CONTEXT)).toBeNull();
    }
    const confirmation = send('nueva_reserva', urgent);
    expect(confirmation.attachments).toBeUndefined();
    expect(confirmation.text).toContain('te llamará al +56912345678 en menos de 1 hora');
    expect(send('notificacion_abogado', urgent).subject).toBe(
      'Emergencia: llamar a Ana Pérez al +56912345678',
    );
  });
});

describe("noticeEmail: the firm's alert", () => {
  it('names the kind, the channel, the attempts, the booking and the error', () => {
    const { text, html } = send('aviso_fallido');
    expect(text).toContain('Aviso: Recordatorio');
    expect(text).toContain('Canal: Webhook (automatización)');
    expect(text).toContain('Intentos: 3');
    expect(text).toContain('Código de reserva: 5F0C6A52');
    expect(text).toContain('Último error: HTTP 503: Service Unavailable');
    expect(html).toContain('href="https://puntolegal.cl/admin"');
  });
});
