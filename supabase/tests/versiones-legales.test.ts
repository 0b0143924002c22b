import {
  PRIVACY_POLICY_VERSION,
  SENSITIVE_DATA_CONSENT_VERSION,
  TERMS_VERSION,
} from '../../src/content/legal/versions';
import { openTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('legal versions', () => {
  it('the database knows the versions the site shows, with the same dates', async () => {
    const { rows } = await database.db.query<{ documento: string; version: string; desde: string }>(
      "select documento, version, to_char(vigente_desde, 'YYYY-MM-DD') as desde from public.versiones_legales",
    );
    expect(rows).toContainEqual({
      documento: 'privacidad',
      version: PRIVACY_POLICY_VERSION.version,
      desde: PRIVACY_POLICY_VERSION.effective,
    });
    expect(rows).toContainEqual({
      documento: 'terminos',
      version: TERMS_VERSION.version,
      desde: TERMS_VERSION.effective,
    });
    expect(rows).toContainEqual({
      documento: 'datos_sensibles',
      version: SENSITIVE_DATA_CONSENT_VERSION.version,
      desde: SENSITIVE_DATA_CONSENT_VERSION.effective,
    });
  });

  it('accepts a published version and refuses any other', async () => {
    const check = async (documento: string, version: string) =>
      (
        await database.db.query<{ ok: boolean }>(
          'select private.version_legal_valida($1, $2) as ok',
          [documento, version],
        )
      ).rows[0]?.ok;
    expect(await check('privacidad', PRIVACY_POLICY_VERSION.version)).toBe(true);
    expect(await check('privacidad', '0.1')).toBe(false);
    expect(await check('terminos', '9.9')).toBe(false);
  });
});
