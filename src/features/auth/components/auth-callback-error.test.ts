import { callbackError } from './auth-callback-error';

describe('callbackError', () => {
  it('reads the description from the query or the fragment', () => {
    expect(callbackError('?error=access_denied&error_description=Email+link+is+invalid', '')).toBe(
      'Email link is invalid',
    );
    expect(
      callbackError('', '#error=server_error&error_description=El%20enlace%20expir%C3%B3'),
    ).toBe('El enlace expiró');
  });

  it('has a general message for an error without description, and nothing otherwise', () => {
    expect(callbackError('?error=access_denied', '')).toBe(
      'No se pudo completar el inicio de sesión',
    );
    expect(callbackError('?next=/admin', '')).toBeNull();
  });
});
