import { INTEGRATION_API_KEY } from '../../../supabase/functions/_shared/webpay/config';
import { parseEnvFile } from './env-file';
import { VALID_ENV } from './test-fixtures';
import { validateDeployEnv } from './validate';

const LABEL = 'supabase/deploy.env';
const validate = (values: Record<string, string>) =>
  validateDeployEnv(new Map(Object.entries(values)), LABEL);
const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(VALID_ENV).filter(([name]) => !names.includes(name)));

describe('validateDeployEnv', () => {
  it('accepts a complete file and splits it into what the CLI and the functions get', () => {
    const { problems, warnings, config } = validate({ ...VALID_ENV });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    expect(config?.projectRef).toBe('abcdefghijklmnopqrst');
    expect(config?.mailFrom).toBe(VALID_ENV.MAIL_FROM);
    expect(config?.functionSecrets.map(([name]) => name)).toEqual([
      'SITE_URL',
      'MAKE_WEBHOOK_URL',
      'RESEND_API_KEY',
      'MAIL_FROM',
      'FIRM_EMAIL',
      'TURNSTILE_SECRET_KEY',
      'TURNSTILE_HOSTNAMES',
      'TBK_ENVIRONMENT',
      'TBK_COMMERCE_CODE',
      'TBK_API_KEY_SECRET',
      'WEBPAY_SWEEP_SECRET',
      'BORRAR_ARCHIVOS_SECRET',
      'VALORES_REFERENCIA_SECRET',
      'AVISOS_PROGRAMADOS_SECRET',
      'CMF_API_KEY',
    ]);
    expect(config?.vaultSecrets).toEqual([
      ['proyecto_url', 'https://abcdefghijklmnopqrst.supabase.co'],
      ['webpay_sweep_secret', VALID_ENV.WEBPAY_SWEEP_SECRET],
      ['borrar_archivos_secret', VALID_ENV.BORRAR_ARCHIVOS_SECRET],
      ['valores_referencia_secret', VALID_ENV.VALORES_REFERENCIA_SECRET],
      ['avisos_programados_secret', VALID_ENV.AVISOS_PROGRAMADOS_SECRET],
    ]);
    expect(config?.hiddenValues).toContain(VALID_ENV.SUPABASE_DB_PASSWORD);
    expect(config?.hiddenValues).toContain(VALID_ENV.RESEND_API_KEY);
    expect(config?.hiddenValues).toContain(VALID_ENV.AVISOS_PROGRAMADOS_SECRET);
    expect(config?.hiddenValues).not.toContain(VALID_ENV.SITE_URL);
  });

  it('names every missing variable at once, in Spanish', () => {
    const { problems, config } = validate(
      without('WEBPAY_SWEEP_SECRET', 'SUPABASE_ACCESS_TOKEN', 'TURNSTILE_SECRET_KEY'),
    );
    expect(config).toBeUndefined();
    expect(problems).toHaveLength(3);
    for (const name of ['WEBPAY_SWEEP_SECRET', 'SUPABASE_ACCESS_TOKEN', 'TURNSTILE_SECRET_KEY'])
      expect(problems.join('\n')).toContain(`Falta ${name} en ${LABEL}: `);
  });

  it('leaves the optional variables optional, and treats an empty value as missing', () => {
    expect(validate(without('TURNSTILE_HOSTNAMES')).problems).toEqual([]);
    const defaults = validate(without('MAIL_FROM', 'FIRM_EMAIL'));
    expect(defaults.problems).toEqual([]);
    expect(defaults.config?.mailFrom).toBe('Punto Legal <contacto@puntolegal.cl>');
    expect(validate({ ...VALID_ENV, CMF_API_KEY: '' }).problems).toEqual([
      expect.stringMatching(/^Falta CMF_API_KEY/),
    ]);
  });

  it('needs the e-mail service’s key and the notice schedule’s secret: a live firm sends e-mail', () => {
    const { problems } = validate(without('RESEND_API_KEY', 'AVISOS_PROGRAMADOS_SECRET'));
    expect(problems).toEqual([
      expect.stringMatching(/^Falta RESEND_API_KEY en supabase\/deploy\.env: .*Resend/),
      expect.stringMatching(/^Falta AVISOS_PROGRAMADOS_SECRET en supabase\/deploy\.env: /),
    ]);
  });

  it.each([
    ['MAIL_FROM', 'avisos@puntolegal.cl'],
    ['MAIL_FROM', 'Punto Legal · Avisos <avisos@correo.puntolegal.cl>'],
    ['FIRM_EMAIL', 'contacto+oficina@puntolegal.cl'],
  ])('accepts %s=%s', (name, value) => {
    expect(validate({ ...VALID_ENV, [name]: value }).problems).toEqual([]);
  });

  it.each([
    ['SUPABASE_PROJECT_REF', 'abc123', 'debe ser de 20 letras minúsculas'],
    ['SUPABASE_ACCESS_TOKEN', 'sbp_corto', 'token personal'],
    [
      'SITE_URL',
      'https://puntolegal.cl/',
      'solo el origen, sin ruta ni barra final: https://puntolegal.cl',
    ],
    ['SITE_URL', 'https://puntolegal.cl/inicio', 'solo el origen'],
    ['SITE_URL', 'http://puntolegal.cl', 'https://'],
    ['MAKE_WEBHOOK_URL', 'hook.make.com/x', 'no es una URL válida'],
    ['WEBPAY_SWEEP_SECRET', 'corto', 'al menos 32'],
    ['WEBPAY_SWEEP_SECRET', 'a'.repeat(40), 'no parece al azar'],
    ['TBK_ENVIRONMENT', 'Producción', "'integracion' o 'produccion'"],
    ['TBK_COMMERCE_CODE', '5970-1234', '12 dígitos'],
    [
      'TURNSTILE_SECRET_KEY',
      '1x0000000000000000000000000000000AA',
      'clave de prueba de Cloudflare',
    ],
    ['TURNSTILE_HOSTNAMES', 'https://puntolegal.cl', "no vale: 'https://puntolegal.cl'"],
    ['LEGACY_JWT_SECRET', 'corto', 'al menos 32'],
    ['MAKE_WEBHOOK_URL', "https://hook.make.com/it's", 'comillas simples'],
    ['CMF_API_KEY', 'cmf0123456789abcdef\t0123456789abcdef', 'caracteres de control'],
    ['AVISOS_PROGRAMADOS_SECRET', 'corto', 'al menos 32'],
    ['RESEND_API_KEY', 'sk_0123456789abcdef0123456789', 'clave de API de Resend'],
    ['RESEND_API_KEY', 're_corta', 'clave de API de Resend'],
    ['MAIL_FROM', 'Punto Legal', 'nombre y la dirección entre < >'],
    ['MAIL_FROM', 'Punto Legal <avisos>', 'nombre y la dirección entre < >'],
    ['FIRM_EMAIL', 'Oficina <oficina@puntolegal.cl>', 'dirección de correo válida'],
    ['FIRM_EMAIL', 'oficina@puntolegal', 'dirección de correo válida'],
  ])('refuses %s=%s', (name, value, message) => {
    const { problems } = validate({ ...VALID_ENV, [name]: value });
    expect(problems).toEqual([expect.stringContaining(message)]);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('refuses the test stand-ins, the platform’s names, the site’s and unknown ones', () => {
    const { problems } = validate({
      ...VALID_ENV,
      TBK_API_URL: 'http://127.0.0.1:4598',
      CMF_API_URL: 'http://127.0.0.1:4596',
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:4597',
      RESEND_API_URL: 'http://127.0.0.1:4599/emails',
      SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
      VITE_TURNSTILE_SITE_KEY: '0x4AAAA',
      WEBPAY_SWEEP: 'x',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^TBK_API_URL apunta Webpay a un sustituto de pruebas/),
      expect.stringMatching(/^CMF_API_URL apunta la CMF a un sustituto de pruebas/),
      expect.stringMatching(/^TURNSTILE_VERIFY_URL apunta Cloudflare Turnstile a un sustituto/),
      expect.stringMatching(/^RESEND_API_URL apunta Resend a un sustituto de pruebas/),
      expect.stringMatching(/^SUPABASE_URL la pone Supabase/),
      expect.stringMatching(/^VITE_TURNSTILE_SITE_KEY es del sitio estático/),
      expect.stringMatching(/^WEBPAY_SWEEP no es una variable/),
    ]);
  });

  it('in production, needs both Webpay credentials, and not Transbank’s public test ones', () => {
    const missing = validate(without('TBK_COMMERCE_CODE', 'TBK_API_KEY_SECRET')).problems;
    expect(missing).toEqual([
      expect.stringMatching(
        /^Falta TBK_COMMERCE_CODE en .* \(TBK_ENVIRONMENT=produccion la exige\)/,
      ),
      expect.stringMatching(/^Falta TBK_API_KEY_SECRET en /),
    ]);
    const testKey = validate({ ...VALID_ENV, TBK_API_KEY_SECRET: INTEGRATION_API_KEY }).problems;
    expect(testKey).toEqual([expect.stringContaining('credenciales públicas de prueba')]);
  });

  it('in integration, takes both credentials or neither, and warns that nobody pays', () => {
    const integration = { ...VALID_ENV, TBK_ENVIRONMENT: 'integracion' };
    const neither = validate({ ...integration, TBK_COMMERCE_CODE: '', TBK_API_KEY_SECRET: '' });
    expect(neither.problems).toEqual([]);
    expect(neither.warnings).toEqual([expect.stringContaining('nadie paga de verdad')]);
    const one = { ...integration, TBK_API_KEY_SECRET: '' };
    expect(validate(one).problems).toEqual([expect.stringContaining('define ambas o ninguna')]);
  });

  it('refuses two scheduled jobs sharing one secret', () => {
    const shared = { ...VALID_ENV, BORRAR_ARCHIVOS_SECRET: VALID_ENV.WEBPAY_SWEEP_SECRET ?? '' };
    expect(validate(shared).problems).toEqual([
      'WEBPAY_SWEEP_SECRET y BORRAR_ARCHIVOS_SECRET tienen el mismo valor: cada tarea necesita el suyo.',
    ]);
    const notices = {
      ...VALID_ENV,
      AVISOS_PROGRAMADOS_SECRET: VALID_ENV.VALORES_REFERENCIA_SECRET ?? '',
    };
    expect(validate(notices).problems).toEqual([
      'VALORES_REFERENCIA_SECRET y AVISOS_PROGRAMADOS_SECRET tienen el mismo valor: cada tarea necesita el suyo.',
    ]);
  });
});

describe('parseEnvFile', () => {
  it('reads values literally, drops one pair of quotes, and reports bad lines and repeats', () => {
    const text = [
      '# comentario',
      '',
      'export SITE_URL="https://puntolegal.cl"',
      "SUPABASE_DB_PASSWORD='a#b $HOME \\n'",
      'CMF_API_KEY = abc#def ',
      'no es una asignación',
      'SITE_URL=https://otra.cl',
    ].join('\n');
    const { values, problems } = parseEnvFile(text, LABEL);
    expect(Object.fromEntries(values)).toEqual({
      SITE_URL: 'https://puntolegal.cl',
      SUPABASE_DB_PASSWORD: 'a#b $HOME \\n',
      CMF_API_KEY: 'abc#def',
    });
    expect(problems).toEqual([
      `${LABEL}, línea 6: se esperaba NOMBRE=valor.`,
      `${LABEL}, línea 7: SITE_URL ya estaba definida más arriba; deja una sola.`,
    ]);
  });
});
