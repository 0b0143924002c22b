import { noticeTiming } from './notice-timing';

/** Tuesday 24 November 2026, 09:00 in Santiago (UTC-3). */
const NOW = new Date('2026-11-24T12:00:00Z');

describe('noticeTiming', () => {
  it.each([
    [
      'a delivered notice: when it went',
      { estado: 'enviado', intentos: 1, fechaEnvio: '2026-11-23T12:05:00Z', proximoIntento: null },
      /^Enviado el 23 de noviembre de 2026.*09:05$/,
    ],
    [
      'a failure with attempts left: the next one',
      { estado: 'fallido', intentos: 1, fechaEnvio: null, proximoIntento: '2026-11-24T12:05:00Z' },
      /^Próximo intento: 24 de noviembre de 2026.*09:05$/,
    ],
    [
      'a pending notice already due: since when',
      {
        estado: 'pendiente',
        intentos: 0,
        fechaEnvio: null,
        proximoIntento: '2026-11-24T11:58:00Z',
      },
      /^Por enviar desde 24 de noviembre de 2026.*08:58$/,
    ],
    [
      'a pending notice with no time: the next run',
      { estado: 'pendiente', intentos: 0, fechaEnvio: null, proximoIntento: null },
      /^Próximo intento: en la próxima ejecución$/,
    ],
    [
      'a failure out of attempts',
      { estado: 'fallido', intentos: 3, fechaEnvio: null, proximoIntento: '2026-11-24T12:20:00Z' },
      /^Sin más intentos$/,
    ],
    [
      'a set-aside notice',
      {
        estado: 'descartado',
        intentos: 0,
        fechaEnvio: null,
        proximoIntento: '2026-11-24T11:00:00Z',
      },
      /^No se enviará$/,
    ],
  ] as const)('%s', (_, notice, expected) => {
    // The wall time's joiner (', ' or ' a las ') is the ICU data's, not ours.
    expect(noticeTiming(notice, NOW)).toMatch(expected);
  });
});
