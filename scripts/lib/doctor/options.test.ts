import { isJwt, MANAGEMENT_API, parseDoctorArgs, projectHeaders, projectRef } from './options';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.firma-de-prueba';

describe('the command line and the key', () => {
  it('sends a legacy JWT key as apikey and bearer, and a secret key as apikey only', () => {
    expect(isJwt(JWT)).toBe(true);
    expect(isJwt('sb_secret_abc.def.ghi')).toBe(false);
    expect(projectHeaders(JWT)).toEqual({ apikey: JWT, authorization: `Bearer ${JWT}` });
    expect(projectHeaders('sb_secret_abc')).toEqual({ apikey: 'sb_secret_abc' });
  });

  it('takes the project reference from a *.supabase.co URL, and from --ref elsewhere', () => {
    expect(projectRef('https://abcdefghijklmnopqrst.supabase.co')).toBe('abcdefghijklmnopqrst');
    expect(projectRef('https://api.ejemplo.cl')).toBeNull();
    const options = parseDoctorArgs(
      ['--url', 'https://api.ejemplo.cl/', '--key', 'k', '--ref', 'zyxwvutsrqponmlkjihg'],
      {},
    );
    expect(options).toEqual({
      url: 'https://api.ejemplo.cl',
      key: 'k',
      token: null,
      site: null,
      api: MANAGEMENT_API,
      ref: 'zyxwvutsrqponmlkjihg',
    });
  });

  it('reads the site as its origin, and the key and token from the environment as fallbacks', () => {
    const options = parseDoctorArgs(
      ['--url', 'https://abcdefghijklmnopqrst.supabase.co', '--site', 'https://www.ejemplo.cl/'],
      { SUPABASE_SERVICE_ROLE_KEY: 'clave', SUPABASE_ACCESS_TOKEN: 'token' },
    );
    expect(options).toMatchObject({ key: 'clave', token: 'token', site: 'https://www.ejemplo.cl' });
  });

  it('says in Spanish what is missing or wrong', () => {
    expect(() => parseDoctorArgs(['--key', 'k'], {})).toThrow('Falta --url');
    expect(() => parseDoctorArgs(['--url', 'https://x.supabase.co'], {})).toThrow('Falta --key');
    expect(() => parseDoctorArgs(['--url', 'ftp://x', '--key', 'k'], {})).toThrow('https://');
    expect(() => parseDoctorArgs(['--url', 'x', '--key', 'k'], {})).toThrow('no es una URL');
    // A key given without its option is not repeated in the message.
    expect(() => parseDoctorArgs(['--url', 'https://x.supabase.co', 'sb_secret_k'], {})).toThrow(
      /^No entiendo los argumentos: cada opción/,
    );
  });
});
