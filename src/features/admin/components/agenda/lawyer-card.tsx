import type { Lawyer } from '@/backend/port';
import { AbsencesEditor } from '@/components/agenda/absences-editor';
import { WeekEditor } from './week-editor';

/** One lawyer: whether they take consultations, their week and areas, and their absences. */
export function LawyerCard({ lawyer }: { lawyer: Lawyer }) {
  const headingId = `abogado-${lawyer.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-line bg-surface p-4"
    >
      <div>
        <h4 id={headingId} className="text-lg font-semibold text-ink">
          {lawyer.nombre}
        </h4>
        <p className="text-sm text-ink-muted">
          {lawyer.email} ·{' '}
          {lawyer.activo ? (
            'Activo: atiende consultas'
          ) : (
            <strong className="text-urgent">
              Inactivo: no atiende consultas (su cuenta está desactivada o ya no es abogado)
            </strong>
          )}
        </p>
      </div>
      {/* Keyed by the saved week: once saved and read again, the editor starts from the database. */}
      <WeekEditor key={`${lawyer.horarios.join()}|${lawyer.areas.join()}`} lawyer={lawyer} />
      <div className="space-y-2">
        <h5 className="font-semibold text-ink">Ausencias próximas</h5>
        <AbsencesEditor abogadoId={lawyer.id} owner={lawyer.nombre} ausencias={lawyer.ausencias} />
      </div>
    </section>
  );
}
