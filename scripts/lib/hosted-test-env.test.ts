import { hostedTestProblems } from './hosted-test-env';

describe('hostedTestProblems', () => {
  it('names every missing variable', () => {
    expect(hostedTestProblems({ SUPABASE_TEST_URL: 'https://abc.supabase.co' })).toEqual([
      'Falta SUPABASE_TEST_ANON_KEY: su clave pública (anon o sb_publishable_…): todo lo que se prueba pasa por ella.',
      'Falta SUPABASE_TEST_SERVICE_ROLE_KEY: su clave secreta (service_role o sb_secret_…): solo crea y borra las cuentas de la prueba.',
    ]);
  });

  it('accepts a project URL and both keys, and refuses a URL with a path', () => {
    const keys = {
      SUPABASE_TEST_ANON_KEY: 'sb_publishable_x',
      SUPABASE_TEST_SERVICE_ROLE_KEY: 'sb_secret_y',
    };
    expect(hostedTestProblems({ ...keys, SUPABASE_TEST_URL: 'https://abc.supabase.co/' })).toEqual(
      [],
    );
    expect(
      hostedTestProblems({ ...keys, SUPABASE_TEST_URL: 'https://abc.supabase.co/rest/v1' }),
    ).toHaveLength(1);
  });
});
