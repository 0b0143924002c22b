import {
  checkExtensions,
  checkJobs,
  checkReceiptsBucket,
  checkVaultSecrets,
  EXPECTED_VAULT_SECRETS,
} from './database-checks';
import { classifyDiagnosis, withoutDiagnosis, type Diagnosis } from './diagnosis';
import type { HttpAnswer } from './http-answer';

const answer = (status: number, body: unknown): HttpAnswer => ({
  kind: 'answer',
  status,
  headers: new Headers(),
  body,
});

const DIAGNOSIS: Diagnosis = {
  migraciones: ['20261122000000'],
  extensiones: { pg_cron: true, pg_net: true, supabase_vault: true },
  tareas: [{ nombre: 'webpay-sweep', horario: '*/15 * * * *', activa: true }],
  secretos_vault: ['proyecto_url'],
  buckets: ['comprobantes'],
};

describe('the database diagnosis', () => {
  it('tells a diagnosis from a missing function, a refused key and anything else', () => {
    expect(classifyDiagnosis(answer(200, DIAGNOSIS))).toEqual({
      kind: 'found',
      diagnosis: DIAGNOSIS,
    });
    expect(classifyDiagnosis(answer(404, { code: 'PGRST202' }))).toEqual({ kind: 'missing' });
    expect(classifyDiagnosis(answer(401, { message: 'Invalid API key' }))).toEqual({
      kind: 'refused',
      detail: 'HTTP 401: Invalid API key',
    });
    expect(classifyDiagnosis(answer(200, { migraciones: [] }))).toMatchObject({ kind: 'failed' });
    expect(classifyDiagnosis({ kind: 'error', message: 'ECONNREFUSED' })).toEqual({
      kind: 'failed',
      detail: 'sin respuesta: ECONNREFUSED',
    });
  });

  it('without the function, says the migrations are not applied and the rest cannot be told', () => {
    const { cause, unknowable } = withoutDiagnosis({ kind: 'missing' });
    expect(cause).toMatchObject({ status: 'fail', label: 'Migraciones' });
    expect(cause.detail).toContain('las migraciones no están aplicadas (al menos la última)');
    expect(cause.remedy).toContain('npm run deploy');
    expect(unknowable('Extensiones').status).toBe('unknown');
  });

  it('needs pg_cron, pg_net and the Vault', () => {
    const lines = checkExtensions({ pg_cron: false, pg_net: true, supabase_vault: false });
    expect(lines.map((line) => [line.label, line.status])).toEqual([
      ['pg_cron', 'fail'],
      ['pg_net', 'pass'],
      ['supabase_vault', 'fail'],
    ]);
    expect(lines[0]?.remedy).toContain('Database → Extensions → pg_cron');
  });

  it('reports each expected job: scheduled and active, paused, or missing', () => {
    const lines = checkJobs(
      [
        { nombre: 'a', horario: '0 4 * * *', activa: true },
        { nombre: 'b', horario: '*/15 * * * *', activa: false },
        { nombre: 'otra', horario: '* * * * *', activa: true },
      ],
      ['a', 'b', 'c'],
    );
    expect(lines.map((line) => [line.label, line.status])).toEqual([
      ['Tarea a', 'pass'],
      ['Tarea b', 'fail'],
      ['Tarea c', 'fail'],
    ]);
    expect(lines[1]?.remedy).toContain("jobname = 'b'), active := true");
    expect(lines[2]?.detail).toBe('no está programada');
  });

  it('names the missing Vault secrets and the missing bucket', () => {
    expect(checkVaultSecrets([...EXPECTED_VAULT_SECRETS]).status).toBe('pass');
    const missing = checkVaultSecrets(['proyecto_url']);
    expect(missing.detail).toContain(
      'webpay_sweep_secret, borrar_archivos_secret, valores_referencia_secret, avisos_programados_secret',
    );
    expect(missing.remedy).toBe('los guarda `npm run deploy`');
    expect(checkReceiptsBucket(['comprobantes']).status).toBe('pass');
    expect(checkReceiptsBucket([]).detail).toContain('faltan migraciones');
  });
});
