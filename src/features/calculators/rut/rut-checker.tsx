import type { Carried } from '@/components/forms/form-island';
import { TextField } from '@/components/ui/text-field';
import { useHydrated } from '@/lib/dom/use-hydrated';
import { useQueryFields } from '../kit/use-query-fields';
import { verifyRut } from './verify-rut';

const DEFAULTS = { rut: '' };

/** The RUT field and its verdict, recomputed as the visitor types; the RUT stays in the address. */
export function RutChecker({ carried }: { carried?: Carried }) {
  const { values, setField } = useQueryFields(DEFAULTS, carried);
  const verdict = verifyRut(values.rut);
  const running = useHydrated();
  const error =
    verdict.status === 'mal-escrito' || verdict.status === 'digito-incorrecto'
      ? verdict.message
      : undefined;
  return (
    <div className="grid gap-6 md:grid-cols-2" data-calculator={running ? 'activa' : 'estatica'}>
      <form aria-label="Verificar un RUT" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          name="rut"
          label="RUT de la empresa o persona"
          autoComplete="off"
          spellCheck={false}
          placeholder="76.123.456-7"
          hint="Con o sin puntos y guion."
          value={values.rut}
          error={error}
          onChange={(event) => setField('rut', event.target.value)}
        />
      </form>
      <div
        role="status"
        aria-live="polite"
        className="rounded-xl border border-line bg-surface-2 p-5 text-ink"
      >
        {verdict.status === 'vacio' && (
          <p className="text-ink-muted">Escribe un RUT para revisar su dígito verificador.</p>
        )}
        {verdict.status === 'valido' && (
          <>
            <p className="text-2xl font-bold" data-testid="rut-resultado">
              {verdict.formatted}
            </p>
            <p className="mt-2 font-semibold text-success">El dígito verificador es correcto.</p>
            <p className="mt-2 text-sm">
              Esto solo confirma que el número está bien escrito. No prueba que la empresa exista ni
              que esté activa.
            </p>
          </>
        )}
        {(verdict.status === 'mal-escrito' || verdict.status === 'digito-incorrecto') && (
          <p className="font-semibold text-urgent" data-testid="rut-resultado">
            RUT inválido. {verdict.message}
          </p>
        )}
      </div>
    </div>
  );
}
