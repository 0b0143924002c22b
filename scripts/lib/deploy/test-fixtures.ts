/**
 * A complete, valid deploy.env for the tests: every value has the right shape, and each secret is
 * distinct, so a test that finds one in the output knows which leaked.
 */
export const VALID_ENV: Readonly<Record<string, string>> = {
  SUPABASE_ACCESS_TOKEN: 'sbp_0123456789abcdef0123456789abcdef01234567',
  SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
  SUPABASE_DB_PASSWORD: 'clave-de-la-base#1',
  SITE_URL: 'https://puntolegal.cl',
  MAKE_WEBHOOK_URL: 'https://hook.us1.make.com/abcdefghijklmnopqrstuvwx',
  RESEND_API_KEY: 're_Prueba123_clave0de0resend0a1b2c3d4e5f6',
  MAIL_FROM: 'Punto Legal <avisos@puntolegal.cl>',
  FIRM_EMAIL: 'oficina@puntolegal.cl',
  TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecretoTurnstileDePrueba',
  TURNSTILE_HOSTNAMES: 'puntolegal.cl,www.puntolegal.cl',
  TBK_ENVIRONMENT: 'produccion',
  TBK_COMMERCE_CODE: '597012345678',
  TBK_API_KEY_SECRET: 'llave-secreta-de-webpay-0123456789abcdef',
  WEBPAY_SWEEP_SECRET: 'barrido-7f3a9c2e1b5d4f60a8e2c7b9d1f3a5e7',
  BORRAR_ARCHIVOS_SECRET: 'borrar-$HOME-"x"-e4c1a8f2b6d3e9c7a1f5b2d8',
  VALORES_REFERENCIA_SECRET: 'valores-9d2e6b1f4a7c3e8d0b5f2a9c6e1d4b7a',
  AVISOS_PROGRAMADOS_SECRET: 'avisos-3b8e1d6a9f2c5e0b7d4a1f8c3e6b9d2a',
  CMF_API_KEY: 'cmf0123456789abcdef0123456789abcdef0123',
};

export const envText = (values: Readonly<Record<string, string>>): string =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${value}\n`)
    .join('');
