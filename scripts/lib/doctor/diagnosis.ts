/**
 * What the database says about itself through `public.diagnostico_instalacion()` (service role
 * only): the migration history, the extensions, the pg_cron jobs, the names (never the values) of
 * the Vault secrets and the Storage buckets.
 */
import { z } from 'zod';
import { describeStatus, type HttpAnswer } from './http-answer.ts';
import { DEPLOY_REMEDY } from './migrations.ts';
import { fail, unknown, type CheckLine } from './report.ts';

export const DIAGNOSIS_RPC = 'diagnostico_instalacion';

const diagnosisSchema = z.object({
  migraciones: z.array(z.string()).nullable(),
  extensiones: z.object({ pg_cron: z.boolean(), pg_net: z.boolean(), supabase_vault: z.boolean() }),
  tareas: z.array(z.object({ nombre: z.string(), horario: z.string(), activa: z.boolean() })),
  secretos_vault: z.array(z.string()),
  buckets: z.array(z.string()),
});

export type Diagnosis = z.infer<typeof diagnosisSchema>;

export type DiagnosisOutcome =
  | { kind: 'found'; diagnosis: Diagnosis }
  /** PostgREST knows no such function (404, PGRST202): the migration that adds it is not applied. */
  | { kind: 'missing' }
  /** The key was refused, or may not call the function: not a service key. */
  | { kind: 'refused'; detail: string }
  | { kind: 'failed'; detail: string };

export function classifyDiagnosis(answer: HttpAnswer): DiagnosisOutcome {
  if (answer.kind === 'error')
    return { kind: 'failed', detail: `sin respuesta: ${answer.message}` };
  const { status, body } = answer;
  if (status === 404) return { kind: 'missing' };
  if (status === 401 || status === 403)
    return { kind: 'refused', detail: describeStatus(status, body) };
  if (status < 200 || status >= 300)
    return { kind: 'failed', detail: describeStatus(status, body) };
  const parsed = diagnosisSchema.safeParse(body);
  return parsed.success
    ? { kind: 'found', diagnosis: parsed.data }
    : { kind: 'failed', detail: `${DIAGNOSIS_RPC} respondió con una forma inesperada` };
}

/** The first line when there is no diagnosis, and why the database's other checks cannot be made. */
export function withoutDiagnosis(outcome: Exclude<DiagnosisOutcome, { kind: 'found' }>): {
  cause: CheckLine;
  unknowable: (label: string) => CheckLine;
} {
  const cause =
    outcome.kind === 'missing'
      ? fail(
          'Migraciones',
          `el proyecto no tiene la función ${DIAGNOSIS_RPC}: las migraciones no están aplicadas (al menos la última)`,
          DEPLOY_REMEDY,
        )
      : outcome.kind === 'refused'
        ? fail(
            'Clave',
            `el proyecto no aceptó la clave para ${DIAGNOSIS_RPC} (${outcome.detail})`,
            'usa la clave secreta del proyecto (service_role o sb_secret_…, en Project Settings → API Keys)',
          )
        : fail(
            'Diagnóstico de la base',
            outcome.detail,
            'vuelve a intentarlo; si sigue, revisa la URL',
          );
  const unknowable = (label: string): CheckLine =>
    unknown(label, `no se puede revisar sin ${DIAGNOSIS_RPC}`);
  return { cause, unknowable };
}
