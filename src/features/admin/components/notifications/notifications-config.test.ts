// @vitest-environment jsdom
import {
  DEFAULT_NOTIFICATIONS_CONFIG,
  NOTIFICATIONS_CONFIG_KEY,
  payloadOptionsOf,
  readNotificationsConfig,
  writeNotificationsConfig,
  type NotificationsConfig,
} from './notifications-config';

describe('notification settings', () => {
  it('reads the defaults when nothing is stored', () => {
    expect(readNotificationsConfig()).toEqual(DEFAULT_NOTIFICATIONS_CONFIG);
  });

  it('reads back what was stored', () => {
    const config: NotificationsConfig = {
      opciones: {
        ...DEFAULT_NOTIFICATIONS_CONFIG.opciones,
        enviarComprobante: false,
        idioma: 'en',
      },
      recordatoriosActivos: false,
    };
    expect(writeNotificationsConfig(config)).toBe(true);
    expect(readNotificationsConfig()).toEqual(config);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a wrong shape', JSON.stringify({ recordatoriosActivos: 'sí' })],
    [
      'an unknown language',
      JSON.stringify({
        ...DEFAULT_NOTIFICATIONS_CONFIG,
        opciones: { ...DEFAULT_NOTIFICATIONS_CONFIG.opciones, idioma: 'fr' },
      }),
    ],
  ])('falls back to the defaults on %s', (_name, raw) => {
    localStorage.setItem(NOTIFICATIONS_CONFIG_KEY, raw);
    expect(readNotificationsConfig()).toEqual(DEFAULT_NOTIFICATIONS_CONFIG);
    expect(localStorage.getItem(NOTIFICATIONS_CONFIG_KEY)).toBeNull();
  });

  it("sends the chosen options with Chile's time zone", () => {
    const config: NotificationsConfig = {
      ...DEFAULT_NOTIFICATIONS_CONFIG,
      opciones: { ...DEFAULT_NOTIFICATIONS_CONFIG.opciones, notificarAbogado: false, idioma: 'en' },
    };
    expect(payloadOptionsOf(config)).toEqual({
      enviarRecordatorio: true,
      enviarComprobante: true,
      crearCalendarEvent: true,
      crearMeetLink: true,
      notificarAbogado: false,
      idioma: 'en',
      zonaHoraria: 'America/Santiago',
    });
  });
});
