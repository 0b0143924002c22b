import { authExpectations } from './auth-expectations';
import { parseToml } from '../config-toml';
import type { HttpAnswer } from './http-answer';
import { authConfigLines, jwtSettingLine, managementFailure, withoutToken } from './management';

const answer = (status: number, body: unknown): HttpAnswer => ({
  kind: 'answer',
  status,
  headers: new Headers(),
  body,
});
const REF = 'abcdefghijklmnopqrst';

describe('the Management API checks', () => {
  it('without a token, lists every check that needs one as pending', () => {
    const lines = withoutToken();
    expect(
      lines.every((line) => line.status === 'unknown' && line.remedy?.includes('--token')),
    ).toBe(true);
    expect(lines.map((line) => line.label)).toEqual(
      expect.arrayContaining([
        'SMTP propio',
        'TOTP',
        'URL de regreso',
        'verify_jwt de las funciones',
      ]),
    );
  });

  it('says when the token is refused or has no access to the project', () => {
    expect(managementFailure(answer(200, {}), 'x', REF)).toBeNull();
    expect(managementFailure(answer(401, {}), 'x', REF)?.detail).toContain('no aceptó el token');
    expect(managementFailure(answer(403, { message: 'Forbidden' }), 'x', REF)?.detail).toContain(
      `no da acceso al proyecto ${REF}`,
    );
    expect(
      authConfigLines(answer(200, []), authExpectations(parseToml('')), null, REF)[0]?.detail,
    ).toContain('forma inesperada');
  });

  it("compares each deployed function's verify_jwt with config.toml", () => {
    const expected = new Map([
      ['notificar', false],
      ['webpay-create', false],
    ]);
    const deployed = [
      { slug: 'notificar', verify_jwt: false },
      { slug: 'webpay-create', verify_jwt: true },
      { slug: 'ajena', verify_jwt: true },
    ];
    const line = jwtSettingLine(answer(200, deployed), expected, REF);
    expect(line).toMatchObject({
      status: 'fail',
      detail: 'distinto de supabase/config.toml en webpay-create (true)',
    });
    expect(jwtSettingLine(answer(200, deployed.slice(0, 1)), expected, REF).status).toBe('pass');
  });
});
