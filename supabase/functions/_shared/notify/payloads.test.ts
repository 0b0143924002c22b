import {
  bookingEvents,
  DEFAULT_PAYLOAD_OPTIONS,
  reminderEvents,
  reservationPayload,
  testPayload,
  type CompanySettings,
  type PayloadOptions,
  type ReservationForWebhook,
} from './payloads.ts';
import { MOVE_EVENTS, type NotifyEvent } from './protocol.ts';

const NOW = new Date('2025-03-10T14:30:00.000Z');

const reserva: ReservationForWebhook = {
  id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
  nombre: 'María González',
  email: 'maria@example.cl',
  telefono: '+56 9 1234 5678',
  fecha: '2025-03-12',
  hora: '10:30',
  servicio: 'Consulta laboral',
  precio: 35000,
  categoria: 'laboral',
};

const empresa: CompanySettings = {
  nombre: 'Punto Legal',
  email: 'contacto@puntolegal.cl',
  telefono: '+56 2 2345 6789',
  whatsapp: '+56 9 8765 4321',
  direccion: 'Av. Providencia 1234, Santiago',
  sitioWeb: 'https://puntolegal.cl',
};

describe('reservationPayload', () => {
  it('builds the exact snake_case shape the scenario expects', () => {
    const options: PayloadOptions = {
      enviarRecordatorio: true,
      enviarComprobante: false,
      crearCalendarEvent: true,
      crearMeetLink: false,
      notificarAbogado: true,
      idioma: 'es',
      zonaHoraria: 'America/Santiago',
    };

    expect(reservationPayload('nueva_reserva', reserva, empresa, options, NOW)).toStrictEqual({
      tipo_evento: 'nueva_reserva',
      reserva: {
        id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
        nombre: 'María González',
        email: 'maria@example.cl',
        telefono: '+56 9 1234 5678',
        fecha: '2025-03-12',
        hora: '10:30',
        servicio: 'Consulta laboral',
        precio: 35000,
        categoria: 'laboral',
        codigo: '5F0C6A52',
      },
      empresa: {
        nombre: 'Punto Legal',
        email: 'contacto@puntolegal.cl',
        telefono: '+56 2 2345 6789',
        whatsapp: '+56 9 8765 4321',
        direccion: 'Av. Providencia 1234, Santiago',
        sitio_web: 'https://puntolegal.cl',
      },
      configuracion: {
        enviar_recordatorio: true,
        enviar_comprobante: false,
        crear_calendar_event: true,
        crear_meet_link: false,
        notificar_abogado: true,
        idioma: 'es',
        zona_horaria: 'America/Santiago',
      },
      timestamp: '2025-03-10T14:30:00.000Z',
      calendario: { uid: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11@puntolegal.cl', secuencia: 0 },
    });
  });

  it('carries the event type it is given', () => {
    const payload = reservationPayload(
      'recordatorio_abogado',
      reserva,
      empresa,
      DEFAULT_PAYLOAD_OPTIONS,
      NOW,
    );
    expect(payload.tipo_evento).toBe('recordatorio_abogado');
  });

  it('never leaks the case description, the RUT or other extra fields', () => {
    const row = {
      ...reserva,
      rut: '12.345.678-5',
      descripcion: 'Despido injustificado tras licencia médica',
      notas_internas: 'Cliente recurrente',
    };
    const settings = { ...empresa, clave_api: 'secreta' };
    const opts = { ...DEFAULT_PAYLOAD_OPTIONS, token: 'abc' };

    const payload = reservationPayload('nueva_reserva', row, settings, opts, NOW);
    const json = JSON.stringify(payload);

    for (const secret of ['rut', '12.345.678-5', 'descripcion', 'Despido', 'notas_internas']) {
      expect(json).not.toContain(secret);
    }
    expect(json).not.toContain('secreta');
    expect(json).not.toContain('token');
    expect(Object.keys(payload.reserva)).toEqual([
      'id',
      'nombre',
      'email',
      'telefono',
      'fecha',
      'hora',
      'servicio',
      'precio',
      'categoria',
      'codigo',
    ]);
  });
});

describe('an emergency request', () => {
  it('is marked urgente, and a booking carries no such key', () => {
    const urgent = { ...reserva, hora: '03:17', urgente: true };
    const payload = reservationPayload(
      'notificacion_abogado',
      urgent,
      empresa,
      DEFAULT_PAYLOAD_OPTIONS,
      NOW,
    );
    expect(payload.reserva).toMatchObject({ hora: '03:17', urgente: true });
    const booking = reservationPayload(
      'nueva_reserva',
      { ...reserva, urgente: false },
      empresa,
      DEFAULT_PAYLOAD_OPTIONS,
      NOW,
    );
    expect(booking.reserva).not.toHaveProperty('urgente');
  });

  it('has no calendar event, link or lawyer: there is no appointment to move', () => {
    const urgent = {
      ...reserva,
      urgente: true,
      token_gestion: TOKEN,
      abogado: LAWYER,
      movimientos: 0,
    };
    const payload = reservationPayload(
      'nueva_reserva',
      urgent,
      empresa,
      DEFAULT_PAYLOAD_OPTIONS,
      NOW,
    );
    for (const key of ['calendario', 'enlace_reagendar', 'abogado', 'reagendamiento']) {
      expect(payload).not.toHaveProperty(key);
    }
  });
});

const TOKEN = 'f'.repeat(64);
const LAWYER = { nombre: 'Juan Soto', email: 'juan.soto@puntolegal.cl' };
const MOVE = {
  fecha_anterior: '2025-03-12',
  hora_anterior: '10:30',
  fecha_nueva: '2025-03-14',
  hora_nueva: '16:00',
};
/** A booking moved twice, as a client's notice opens it. */
const moved: ReservationForWebhook = {
  ...reserva,
  fecha: '2025-03-14',
  hora: '16:00',
  abogado: LAWYER,
  token_gestion: TOKEN,
  movimientos: 2,
  reagendamiento: MOVE,
};
/** As a lawyer's notice opens it: the database leaves the client's secret out. */
const movedForLawyer: ReservationForWebhook = { ...moved, token_gestion: null };
const LINK = `https://puntolegal.cl/reserva/gestionar?token=${TOKEN}`;
const CALENDAR = { uid: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11@puntolegal.cl', secuencia: 2 };
const payloadOf = (tipo: NotifyEvent, row: ReservationForWebhook) =>
  reservationPayload(tipo, row, empresa, DEFAULT_PAYLOAD_OPTIONS, NOW);
const extrasOf = (tipo: NotifyEvent, row: ReservationForWebhook) => {
  const {
    tipo_evento,
    reserva: booking,
    empresa: firm,
    configuracion,
    timestamp,
    ...extras
  } = payloadOf(tipo, row);
  expect([tipo_evento, booking.id, firm.nombre, configuracion.idioma, timestamp]).toEqual([
    tipo,
    row.id,
    'Punto Legal',
    'es',
    '2025-03-10T14:30:00.000Z',
  ]);
  return extras;
};

describe('each event’s calendar event, reschedule link, lawyer and move', () => {
  it('nueva_reserva: the event to create and the client’s link to move it', () => {
    expect(
      extrasOf('nueva_reserva', { ...moved, movimientos: 0, reagendamiento: null }),
    ).toStrictEqual({
      calendario: { ...CALENDAR, secuencia: 0 },
      enlace_reagendar: LINK,
    });
  });

  it('notificacion_abogado: the event, and no link', () => {
    expect(extrasOf('notificacion_abogado', { ...movedForLawyer, movimientos: 0 })).toStrictEqual({
      calendario: { ...CALENDAR, secuencia: 0 },
    });
  });

  it('recordatorio: the event as it stands and the client’s link', () => {
    expect(extrasOf('recordatorio', { ...moved, reagendamiento: null })).toStrictEqual({
      calendario: CALENDAR,
      enlace_reagendar: LINK,
    });
  });

  it('recordatorio_abogado: the event, and no link', () => {
    expect(extrasOf('recordatorio_abogado', movedForLawyer)).toStrictEqual({
      calendario: CALENDAR,
    });
  });

  it('comprobante: the event, and no link', () => {
    expect(extrasOf('comprobante', moved)).toStrictEqual({ calendario: CALENDAR });
  });

  it('reagendada: both times, the lawyer’s name, the event’s new version and the link', () => {
    const payload = payloadOf('reagendada', moved);
    expect(payload.reserva).toMatchObject({ fecha: '2025-03-14', hora: '16:00' });
    expect(extrasOf('reagendada', moved)).toStrictEqual({
      calendario: CALENDAR,
      enlace_reagendar: LINK,
      abogado: { nombre: 'Juan Soto' },
      reagendamiento: MOVE,
    });
  });

  it('reagendada_abogado: both times and the lawyer to tell, with no link', () => {
    expect(extrasOf('reagendada_abogado', movedForLawyer)).toStrictEqual({
      calendario: CALENDAR,
      abogado: LAWYER,
      reagendamiento: MOVE,
    });
  });

  it('never gives a lawyer the client’s link, even if the secret reached it', () => {
    for (const tipo of [
      'notificacion_abogado',
      'recordatorio_abogado',
      'reagendada_abogado',
    ] as const) {
      expect(JSON.stringify(payloadOf(tipo, moved))).not.toContain(TOKEN);
    }
  });

  it('a move of a booking without a lawyer says so', () => {
    expect(payloadOf('reagendada', { ...moved, abogado: null }).abogado).toBeNull();
  });

  it('a booking without its secret gets no link', () => {
    expect(payloadOf('nueva_reserva', { ...moved, token_gestion: null })).not.toHaveProperty(
      'enlace_reagendar',
    );
  });

  it('builds the link on the site’s public origin', () => {
    const payload = reservationPayload(
      'nueva_reserva',
      moved,
      { ...empresa, sitioWeb: 'https://estudio.example.cl/' },
      DEFAULT_PAYLOAD_OPTIONS,
      NOW,
    );
    expect(payload.enlace_reagendar).toBe(
      `https://estudio.example.cl/reserva/gestionar?token=${TOKEN}`,
    );
  });

  it('carries nothing of the case, the RUT or the lawyer’s other data', () => {
    const row = {
      ...moved,
      descripcion: 'Despido injustificado tras licencia médica',
      rut: '12.345.678-5',
      abogado: { ...LAWYER, telefono: '+56 9 1111 1111' },
      reagendamiento: { ...MOVE, por: 'cliente', usuario: 'u1' },
    };
    for (const tipo of ['reagendada', 'reagendada_abogado'] as const) {
      const json = JSON.stringify(payloadOf(tipo, row));
      for (const leak of ['Despido', 'descripcion', '12.345.678-5', '1111', 'por', 'usuario']) {
        expect(json).not.toContain(`"${leak}`);
      }
    }
  });
});

describe('DEFAULT_PAYLOAD_OPTIONS', () => {
  it('turns every action on, in Spanish and Chilean time', () => {
    expect(DEFAULT_PAYLOAD_OPTIONS).toStrictEqual({
      enviarRecordatorio: true,
      enviarComprobante: true,
      crearCalendarEvent: true,
      crearMeetLink: true,
      notificarAbogado: true,
      idioma: 'es',
      zonaHoraria: 'America/Santiago',
    });
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(DEFAULT_PAYLOAD_OPTIONS)).toBe(true);
  });
});

describe('testPayload', () => {
  it('identifies itself as a connection test', () => {
    expect(testPayload(NOW)).toStrictEqual({
      tipo_evento: 'test',
      timestamp: '2025-03-10T14:30:00.000Z',
      test: true,
      mensaje: 'Prueba de conexión desde Punto Legal',
    });
  });
});

describe('event lists', () => {
  it('sends a booking confirmation to the client and the attorney', () => {
    expect(bookingEvents()).toEqual(['nueva_reserva', 'notificacion_abogado']);
  });

  it('sends a reminder to the client and the attorney', () => {
    expect(reminderEvents()).toEqual(['recordatorio', 'recordatorio_abogado']);
  });

  it('tells a move to the client and the lawyer', () => {
    expect(MOVE_EVENTS).toEqual(['reagendada', 'reagendada_abogado']);
    expect(Object.isFrozen(MOVE_EVENTS)).toBe(true);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(bookingEvents())).toBe(true);
    expect(Object.isFrozen(reminderEvents())).toBe(true);
  });
});
