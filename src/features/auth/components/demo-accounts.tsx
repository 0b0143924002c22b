import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/backend/embedded/demo-accounts';
import { ROLE_LABELS } from '@/components/auth/permissions';
import type { Credentials } from './sign-in-form';

/** Embedded mode only: the demo accounts, with a button that fills the sign-in form. */
export function DemoAccounts({ onUse }: { onUse: (credentials: Credentials) => void }) {
  return (
    <section
      aria-labelledby="cuentas-demo"
      className="rounded-xl border border-line bg-surface-2 p-4"
    >
      <h2 id="cuentas-demo" className="font-semibold text-ink">
        Cuentas de demostración
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Este sitio funciona con su base de datos de demostración, guardada en tu navegador. Todas
        las cuentas usan la contraseña <code className="font-mono text-ink">{DEMO_PASSWORD}</code>.
        Las cuentas del estudio tienen la verificación en dos pasos activada: después de la
        contraseña, esta página te muestra su código de demostración.
      </p>
      <ul className="mt-3 space-y-2">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email} className="flex items-center justify-between gap-2 text-sm">
            <span>
              <span className="font-medium text-ink">{account.email}</span>{' '}
              <span className="text-ink-muted">({ROLE_LABELS[account.role]})</span>
            </span>
            <button
              type="button"
              onClick={() => onUse({ email: account.email, password: DEMO_PASSWORD })}
              className="rounded-md border border-line bg-surface px-2 py-1 text-ink hover:bg-page"
              aria-label={`Usar la cuenta ${account.email}`}
            >
              Usar
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
