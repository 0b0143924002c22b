import { useState, type SyntheticEvent } from 'react';
import { showMessage } from '@/components/feedback/show-message';
import { buttonClass } from '@/components/ui/button-styles';
import { Loading, LoadError } from '@/components/ui/load-states';
import { TextField } from '@/components/ui/text-field';
import { formatLongDate, weekdayName } from '@/lib/format/dates';
import { chileDate } from '@/lib/time/chile-date';
import { useAddClosedDay } from '../../api/use-add-closed-day';
import { useClosedDays } from '../../api/use-closed-days';
import { useRemoveClosedDay } from '../../api/use-remove-closed-day';
import { closedDayErrors, type ClosedDayErrors } from './closed-day-rules';

const dayName = (fecha: string) => `${weekdayName(fecha)} ${formatLongDate(fecha)}`;

/** The firm's own closed days from today, a form to close one and a button to open it again. */
export function ClosedDaysSection() {
  const [today] = useState(() => chileDate(new Date()));
  const days = useClosedDays(today);
  const [fecha, setFecha] = useState('');
  const [nombre, setNombre] = useState('');
  const [errors, setErrors] = useState<ClosedDayErrors>({});
  const add = useAddClosedDay({
    onSuccess: (_result, day) => {
      showMessage('exito', `El estudio cierra el ${dayName(day.fecha)}.`);
      setFecha('');
      setNombre('');
    },
  });
  const remove = useRemoveClosedDay({
    onSuccess: (_result, day) => {
      showMessage('exito', `El ${dayName(day)} vuelve a estar abierto.`);
    },
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const day = { fecha, nombre: nombre.trim() };
    const found = closedDayErrors(day, today);
    setErrors(found);
    if (Object.keys(found).length === 0) add.mutate(day);
  };

  return (
    <section aria-labelledby="agenda-dias-cerrados" className="space-y-4">
      <h3 id="agenda-dias-cerrados" className="text-lg font-semibold text-ink">
        Días cerrados del estudio
      </h3>
      <p className="text-sm text-ink-muted">
        Los feriados nacionales ya están cerrados; aquí van solo los días que cierra el estudio.
      </p>
      {days.isPending && <Loading text="Cargando los días cerrados..." />}
      {days.isError && (
        <LoadError
          message={`No se pudieron cargar los días cerrados: ${days.error.message}`}
          onRetry={() => void days.refetch()}
        />
      )}
      {days.isSuccess &&
        (days.data.length === 0 ? (
          <p className="text-sm text-ink-muted">No hay días cerrados por el estudio.</p>
        ) : (
          <ul className="space-y-2">
            {days.data.map((day) => (
              <li
                key={day.fecha}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2"
              >
                <span>
                  <strong className="font-semibold">{dayName(day.fecha)}</strong>: {day.nombre}
                </span>
                <button
                  type="button"
                  disabled={remove.isPending}
                  aria-label={`Abrir de nuevo el ${dayName(day.fecha)}`}
                  onClick={() => {
                    remove.mutate(day.fecha);
                  }}
                  className="rounded px-2 py-1 text-sm font-medium text-urgent underline hover:no-underline disabled:opacity-60"
                >
                  Quitar
                </button>
              </li>
            ))}
          </ul>
        ))}
      <form
        aria-label="Cerrar un día"
        noValidate
        onSubmit={submit}
        className="grid items-start gap-3 sm:grid-cols-3"
      >
        <TextField
          type="date"
          label="Fecha"
          min={today}
          value={fecha}
          error={errors.fecha}
          onChange={(event) => {
            setFecha(event.target.value);
          }}
        />
        <TextField
          label="Nombre o motivo"
          hint="Por ejemplo: Aniversario del estudio."
          maxLength={120}
          value={nombre}
          error={errors.nombre}
          onChange={(event) => {
            setNombre(event.target.value);
          }}
        />
        <div className="sm:pt-6">
          <button type="submit" disabled={add.isPending} className={buttonClass('primary')}>
            {add.isPending ? 'Guardando...' : 'Cerrar el día'}
          </button>
        </div>
      </form>
    </section>
  );
}
