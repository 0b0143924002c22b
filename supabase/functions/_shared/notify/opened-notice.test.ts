import { ANSWERED_REQUEST, CARD_PAYMENT } from '../mail/test-fixtures.ts';
import { parseOpenedNotice } from './opened-notice.ts';

const TOKEN = 'a'.repeat(64);

/** What abrir_aviso returns for a client's notice of a moved booking. */
const answer = (
  overrides: Record<string, unknown> = {},
  reserva: Record<string, unknown> = {},
) => ({
  id: '0b5f8a2e-1f3c-4f7e-9a55-2d7f1f0b9a11',
  tipo: 'reagendada',
  canal: 'webhook',
  intentos: 0,
  alerta: null,
  reserva: {
    id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
    nombre: 'Ana Pérez',
    email: 'ana@ejemplo.cl',
    telefono: '+56912345678',
    fecha: '2026-12-03',
    hora: '11:00',
    servicio: 'Consulta Laboral',
    precio: 35000,
    categoria: 'Laboral',
    urgente: false,
    abogado: { nombre: 'Juan Soto', email: 'juan@puntolegal.cl' },
    token_gestion: TOKEN,
    movimientos: 1,
    ...reserva,
  },
  reagendamiento: {
    fecha_anterior: '2026-12-01',
    hora_anterior: '10:00',
    fecha_nueva: '2026-12-03',
    hora_nueva: '11:00',
  },
  ...overrides,
});

describe('parseOpenedNotice', () => {
  it('reads the lawyer, the secret, the moves and the move into the booking', () => {
    const notice = parseOpenedNotice(answer());
    expect(notice).toStrictEqual({
      id: '0b5f8a2e-1f3c-4f7e-9a55-2d7f1f0b9a11',
      tipo: 'reagendada',
      canal: 'webhook',
      intentos: 0,
      alerta: null,
      pago: null,
      solicitud: null,
      reserva: {
        id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
        nombre: 'Ana Pérez',
        email: 'ana@ejemplo.cl',
        telefono: '+56912345678',
        fecha: '2026-12-03',
        hora: '11:00',
        servicio: 'Consulta Laboral',
        precio: 35000,
        categoria: 'Laboral',
        abogado: { nombre: 'Juan Soto', email: 'juan@puntolegal.cl' },
        token_gestion: TOKEN,
        movimientos: 1,
        reagendamiento: {
          fecha_anterior: '2026-12-01',
          hora_anterior: '10:00',
          fecha_nueva: '2026-12-03',
          hora_nueva: '11:00',
        },
      },
    });
  });

  it('reads a booking without a lawyer, a lawyer’s notice without the secret, and no move', () => {
    const notice = parseOpenedNotice(
      answer(
        { tipo: 'notificacion_abogado', reagendamiento: null },
        { abogado: null, token_gestion: null, movimientos: 0 },
      ),
    );
    expect(notice.reserva).toMatchObject({
      abogado: null,
      token_gestion: null,
      movimientos: 0,
      reagendamiento: null,
    });
  });

  it('reads a connection test, which has no booking', () => {
    expect(
      parseOpenedNotice({
        id: 'n1',
        tipo: 'test',
        canal: 'webhook',
        intentos: 2,
        reserva: null,
        reagendamiento: null,
        alerta: null,
      }),
    ).toStrictEqual({
      id: 'n1',
      tipo: 'test',
      canal: 'webhook',
      intentos: 2,
      reserva: null,
      alerta: null,
      pago: null,
      solicitud: null,
    });
  });

  it('reads the new kinds of notice', () => {
    expect(
      parseOpenedNotice(answer({ tipo: 'reagendada_abogado' }, { token_gestion: null })).tipo,
    ).toBe('reagendada_abogado');
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['an unknown kind', { tipo: 'otro' }, {}],
    ['a missing move', { reagendamiento: undefined }, {}],
    ['a move’s notice without its move', { reagendamiento: null }, {}],
    [
      'a move with a malformed date',
      { reagendamiento: { ...answer().reagendamiento, fecha_nueva: '3/12' } },
      {},
    ],
    [
      'a move with a malformed time',
      { reagendamiento: { ...answer().reagendamiento, hora_anterior: '25:00' } },
      {},
    ],
    ['a missing booking', { reserva: undefined }, {}],
    ['a missing lawyer', {}, { abogado: undefined }],
    ['a lawyer without an address', {}, { abogado: { nombre: 'Juan Soto' } }],
    ['a missing secret', {}, { token_gestion: undefined }],
    ['an empty secret', {}, { token_gestion: '' }],
    ['missing moves', {}, { movimientos: undefined }],
    ['moves as text', {}, { movimientos: '1' }],
    ['negative moves', {}, { movimientos: -1 }],
    ['fractional moves', {}, { movimientos: 1.5 }],
    ['a lawyer’s notice with the client’s secret', { tipo: 'reagendada_abogado' }, {}],
  ])('refuses %s', (_, overrides, reserva) => {
    expect(() => parseOpenedNotice(answer(overrides, reserva))).toThrow(
      /Respuesta inesperada de abrir_aviso/,
    );
  });

  it('reads the channel, and refuses a notice without one', () => {
    expect(parseOpenedNotice(answer({ canal: 'email' })).canal).toBe('email');
    expect(() => parseOpenedNotice(answer({ canal: undefined }))).toThrow(/canal/);
    expect(() => parseOpenedNotice(answer({ canal: 'sms' }))).toThrow(/canal/);
  });

  it('reads what an alert tells, and refuses an alert that tells nothing', () => {
    const alerta = { tipo: 'nueva_reserva', canal: 'webhook', intentos: 3, error: 'HTTP 503' };
    const notice = parseOpenedNotice(
      answer(
        { tipo: 'aviso_fallido', canal: 'email', alerta, reagendamiento: null },
        {
          token_gestion: null,
        },
      ),
    );
    expect(notice.alerta).toEqual(alerta);
    expect(() =>
      parseOpenedNotice(
        answer(
          { tipo: 'aviso_fallido', alerta: null, reagendamiento: null },
          { token_gestion: null },
        ),
      ),
    ).toThrow(/alerta/);
    expect(() =>
      parseOpenedNotice(
        answer(
          { tipo: 'aviso_fallido', alerta: { ...alerta, canal: 'fax' }, reagendamiento: null },
          { token_gestion: null },
        ),
      ),
    ).toThrow(/alerta/);
  });

  it("reads a payment's notice with its payment, and refuses a payment field out of place", () => {
    const notice = parseOpenedNotice(
      answer({ tipo: 'pago_recibido', canal: 'email', reagendamiento: null, pago: CARD_PAYMENT }),
    );
    expect(notice.pago).toEqual(CARD_PAYMENT);
    expect(notice.solicitud).toBeNull();
    expect(() =>
      parseOpenedNotice(
        answer({
          tipo: 'pago_recibido',
          canal: 'email',
          reagendamiento: null,
          pago: { ...CARD_PAYMENT, ultimos_digitos: '4111111111111111' },
        }),
      ),
    ).toThrow(/ultimos_digitos/);
  });

  it("refuses the client's link in the firm's alert of a failed payment", () => {
    const alert = {
      tipo: 'pago_fallido',
      canal: 'email',
      reagendamiento: null,
      pago: CARD_PAYMENT,
    };
    expect(parseOpenedNotice(answer(alert, { token_gestion: null })).reserva?.token_gestion).toBe(
      null,
    );
    expect(() => parseOpenedNotice(answer(alert))).toThrow(/token_gestion/);
  });

  it("reads a rights request's answer, which has no booking", () => {
    const notice = parseOpenedNotice({
      id: '0b5f8a2e-1f3c-4f7e-9a55-2d7f1f0b9a11',
      tipo: 'solicitud_respondida',
      canal: 'email',
      intentos: 0,
      reserva: null,
      reagendamiento: null,
      alerta: null,
      pago: null,
      solicitud: ANSWERED_REQUEST,
    });
    expect(notice.reserva).toBeNull();
    expect(notice.solicitud).toEqual(ANSWERED_REQUEST);
  });
});
