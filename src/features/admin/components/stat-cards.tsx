import { CalendarCheck, CalendarClock, CircleCheck, UserCheck, Users, UserX } from 'lucide-react';
import { formatThousands } from '@/lib/format/clp';
import { useStatistics } from '../api/use-statistics';

/**
 * Total users, total bookings and active users, then what became of the consultations: held,
 * missed without notice, and moved to another time at least once. From estadisticas() (admins).
 */
export function StatCards() {
  const { data, isPending, isError, refetch } = useStatistics();
  if (isPending)
    return (
      <p role="status" className="text-ink-muted">
        Cargando estadísticas...
      </p>
    );
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-urgent bg-urgent-soft p-4 text-urgent">
        Error al cargar los datos.{' '}
        <button type="button" onClick={() => void refetch()} className="underline">
          Reintentar
        </button>
      </div>
    );
  }
  const cards = [
    { label: 'Usuarios totales', value: data.totalUsuarios, Icon: Users },
    { label: 'Reservas totales', value: data.totalReservas, Icon: CalendarCheck },
    { label: 'Usuarios activos', value: data.usuariosActivos, Icon: UserCheck },
    { label: 'Completadas', value: data.completadas, Icon: CircleCheck },
    { label: 'No asistió', value: data.noAsistio, Icon: UserX },
    { label: 'Reagendadas', value: data.reagendadas, Icon: CalendarClock },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value, Icon }) => (
        <div
          key={label}
          className="flex flex-col-reverse gap-1 rounded-2xl border border-line bg-surface p-5"
        >
          <dt className="flex items-center gap-2 text-sm text-ink-muted">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </dt>
          <dd className="text-3xl font-bold text-ink">{formatThousands(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
