import {
  DEFAULT_NOTIFICATIONS_CONFIG,
  maskWebhookUrl,
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

  it("always sends Chile's time zone", () => {
    expect(payloadOptionsOf(DEFAULT_NOTIFICATIONS_CONFIG).zonaHoraria).toBe('America/Santiago');
  });
});

describe('maskWebhookUrl', () => {
  it('keeps the scheme, the host and the last 4 characters', () => {
    expect(maskWebhookUrl('https://hook.us1.make.com/abcdefghijklmnop1234')).toBe(
      'https://hook.us1.make.com/…1234',
    );
  });

  it.each([undefined, '', '  '])('says when there is none (%j)', (url) => {
    expect(maskWebhookUrl(url)).toBe('No configurada');
  });
});
