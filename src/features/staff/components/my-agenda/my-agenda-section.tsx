import { AbsencesEditor } from '@/components/agenda/absences-editor';
import { useLawyers } from '@/components/agenda/use-lawyers';
import { useBackend } from '@/components/auth/backend-context';
import { Loading, LoadError } from '@/components/ui/load-states';
import { AgendaDownload } from './agenda-download';
import { CalendarLink } from './calendar-link';

/**
 * "Mi agenda" of the lawyer's desk: their own upcoming absences (the database lets a lawyer touch
 * only theirs) and their calendar: a private address in the hosted site, a file in the demo.
 */
export function MyAgendaSection({ userId }: { userId: string }) {
  const backend = useBackend();
  const lawyers = useLawyers();
  const me = lawyers.data?.find((lawyer) => lawyer.id === userId);
  const supabaseUrl = import.meta.env.VITE_SUPABASE_URL;
  return (
    <section aria-labelledby="mi-agenda" className="space-y-6">
      <h2 id="mi-agenda" className="text-2xl font-semibold text-ink">
        Mi agenda
      </h2>
      {lawyers.isPending && <Loading text="Cargando tu agenda..." />}
      {lawyers.isError && (
        <LoadError
          message={`No se pudo cargar tu agenda: ${lawyers.error.message}`}
          onRetry={() => void lawyers.refetch()}
        />
      )}
      {lawyers.isSuccess && !me && (
        <p className="text-ink-muted">Tu cuenta no figura entre los abogados del estudio.</p>
      )}
      {me && (
        <>
          <div className="space-y-2">
            <h3 className="text-lg font-semibold text-ink">Mis ausencias</h3>
            <p className="text-sm text-ink-muted">
              Los días de ausencia no se ofrecen con tu nombre; si ya tenías reservas, el estudio
              las reasigna.
            </p>
            <AbsencesEditor abogadoId={me.id} ausencias={me.ausencias} />
          </div>
          <div className="space-y-2">
            <h3 className="text-lg font-semibold text-ink">Mi calendario</h3>
            {backend.mode === 'supabase' && supabaseUrl ? (
              <CalendarLink supabaseUrl={supabaseUrl} hasLink={me.enlaceAgenda} />
            ) : (
              <AgendaDownload />
            )}
          </div>
        </>
      )}
    </section>
  );
}
