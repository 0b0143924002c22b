import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import type { ErasureReport } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { formatLongDate } from '@/lib/format/dates';

// The report of an erasure outlives the account it is about: once the account is gone the page
// is signed out, so the report is kept here, outside the page's sign-in guard, until the person
// leaves the page.

let current: ErasureReport | null = null;
const listeners = new Set<() => void>();

export function showErasureReport(report: ErasureReport | null): void {
  current = report;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const TABLE_NAMES: Record<string, string> = {
  usuarios: 'Tu cuenta (ya no podrás ingresar con ella)',
  profiles: 'Tu perfil (nombre y teléfono)',
  mensajes_contacto: 'Un mensaje enviado por el formulario de contacto',
  suscriptores: 'Tu suscripción al boletín',
};

const safeDate = (date: string) => {
  try {
    return formatLongDate(date);
  } catch {
    return date;
  }
};

/** What was deleted, anonymised, and what is kept blocked, with the reason and the end date. */
export function ErasureReportView({ report }: { report: ErasureReport }) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-ink" tabIndex={-1}>
          Tu cuenta fue eliminada
        </h1>
        <p className="mt-2 text-ink">
          Cerramos tu sesión. Este es el detalle de lo que hicimos con tus datos; guárdalo o
          imprímelo si lo necesitas, porque no volverá a mostrarse.
        </p>
      </div>
      <section aria-labelledby="eliminados" className="space-y-2">
        <h2 id="eliminados" className="text-xl font-semibold text-ink">
          Eliminado
        </h2>
        <ul className="list-disc space-y-1 pl-6 text-ink">
          {report.eliminados.map((item) => (
            <li key={`${item.tabla}-${item.id}`}>{TABLE_NAMES[item.tabla] ?? item.tabla}</li>
          ))}
        </ul>
      </section>
      {report.anonimizados.length > 0 && (
        <section aria-labelledby="anonimizados" className="space-y-2">
          <h2 id="anonimizados" className="text-xl font-semibold text-ink">
            Anonimizado
          </h2>
          <p className="text-ink-muted">
            De estas reservas borramos tu nombre, documento, correo, teléfono, empresa y la
            descripción del caso; quedan solo la fecha, el plan y el precio, sin nada que te
            identifique, para nuestras estadísticas.
          </p>
          <ul className="list-disc space-y-1 pl-6 text-ink">
            {report.anonimizados.map((item) => (
              <li key={item.id}>
                Reserva {item.codigo}: {item.servicio}, {safeDate(item.fecha)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.bloqueados.length > 0 && (
        <section aria-labelledby="bloqueados" className="space-y-2">
          <h2 id="bloqueados" className="text-xl font-semibold text-ink">
            Conservado y bloqueado por obligación legal
          </h2>
          <p className="text-ink-muted">
            Estos datos no se usan para nada más que la obligación indicada, y se eliminan cuando
            esta termina.
          </p>
          <ul className="space-y-3">
            {report.bloqueados.map((item) => (
              <li key={item.id} className="rounded-lg border border-line p-3 text-ink">
                <p className="font-semibold">
                  Reserva {item.codigo}: {item.servicio}, {safeDate(item.fecha)}
                </p>
                <p>Se conserva: {item.conserva.join(', ')}.</p>
                {item.motivos.map((motivo) => (
                  <p key={motivo.codigo}>
                    {motivo.texto} Hasta el {safeDate(motivo.hasta)}.
                  </p>
                ))}
                <p className="font-medium">Bloqueada hasta el {safeDate(item.hasta)}.</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={() => window.print()}>
          Imprimir
        </button>
        <Link to="/" className={buttonClass('primary')} onClick={() => showErasureReport(null)}>
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}

/** The page's content, or the report of the erasure that just ended the account. */
export function ErasedAccountGate({ children }: { children: ReactNode }) {
  const report = useSyncExternalStore(subscribe, () => current);
  return report ? <ErasureReportView report={report} /> : children;
}
