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

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(bookingEvents())).toBe(true);
    expect(Object.isFrozen(reminderEvents())).toBe(true);
  });
});
