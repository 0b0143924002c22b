import { useLawyers } from '@/components/agenda/use-lawyers';
import { Loading, LoadError } from '@/components/ui/load-states';
import { LawyerCard } from './lawyer-card';

/** Every lawyer's card, and a warning when no active lawyer takes any time. */
export function LawyersSection() {
  const lawyers = useLawyers();
  const nobodyAttends =
    lawyers.isSuccess && !lawyers.data.some((l) => l.activo && l.horarios.length > 0);
  return (
    <section aria-labelledby="agenda-abogados" className="space-y-4">
      <h3 id="agenda-abogados" className="text-lg font-semibold text-ink">
        Abogados
      </h3>
      <p className="text-sm text-ink-muted">
        Cada reserva se asigna a un abogado que atiende ese día, a esa hora y en el área del plan, y
        que está libre. Una hora se ofrece en el sitio solo si algún abogado la atiende.
      </p>
      {nobodyAttends && (
        <p
          role="alert"
          className="rounded-xl border border-urgent bg-urgent-soft p-4 font-semibold text-urgent"
        >
          Ningún abogado atiende consultas: el sitio no ofrece horas.
        </p>
      )}
      {lawyers.isPending && <Loading text="Cargando los abogados..." />}
      {lawyers.isError && (
        <LoadError
          message={`No se pudieron cargar los abogados: ${lawyers.error.message}`}
          onRetry={() => void lawyers.refetch()}
        />
      )}
      {lawyers.isSuccess && lawyers.data.length === 0 && (
        <p className="text-ink-muted">
          Aún no hay abogados. Da el rol «abogado» a una cuenta en la pestaña Usuarios.
        </p>
      )}
      {lawyers.data?.map((lawyer) => (
        <LawyerCard key={lawyer.id} lawyer={lawyer} />
      ))}
    </section>
  );
}
