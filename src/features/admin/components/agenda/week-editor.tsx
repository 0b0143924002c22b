import { useState } from 'react';
import type { Lawyer } from '@/backend/port';
import { showMessage } from '@/components/feedback/show-message';
import { buttonClass } from '@/components/ui/button-styles';
import { WEEKDAY_LABELS } from '@/components/agenda/agenda-labels';
import { SLOT_TIMES } from '@/booking/model/slot-times';
import { useSaveWeek } from '../../api/use-save-week';
import { AreasField } from './areas-field';
import { daySlots, sortedWeek, WEEK_DAYS, weekSlot } from './plan-areas';

const dayLabel = (day: number): string => WEEKDAY_LABELS[day - 1] ?? '';

/**
 * A lawyer's week (rows: the firm's 13 times; columns: lunes..viernes) and the areas they attend,
 * saved together. The draft stays as edited when the database refuses it.
 */
export function WeekEditor({ lawyer }: { lawyer: Lawyer }) {
  const [slots, setSlots] = useState(() => new Set(lawyer.horarios));
  const [areas, setAreas] = useState(() => new Set(lawyer.areas));
  const save = useSaveWeek(lawyer.id, {
    onSuccess: () => {
      showMessage('exito', `Semana de ${lawyer.nombre} guardada.`);
    },
  });
  const toggle = (slot: string, on: boolean) => {
    setSlots((current) => {
      const next = new Set(current);
      if (on) next.add(slot);
      else next.delete(slot);
      return next;
    });
  };
  const setDay = (day: number, on: boolean) => {
    setSlots((current) => {
      const next = new Set(current);
      for (const slot of daySlots(day)) {
        if (on) next.add(slot);
        else next.delete(slot);
      }
      return next;
    });
  };

  return (
    <div className="space-y-4">
      <div className="overflow-x-auto">
        <table className="text-sm">
          <caption className="mb-2 text-left font-semibold text-ink">
            Horario semanal de {lawyer.nombre}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Hora
              </th>
              {WEEK_DAYS.map((day) => (
                <th key={day} scope="col" className="px-2 py-1">
                  <span className="block">{dayLabel(day)}</span>
                  <span className="flex gap-1 text-xs font-normal">
                    <button
                      type="button"
                      aria-label={`${dayLabel(day)}: todo el día`}
                      onClick={() => {
                        setDay(day, true);
                      }}
                      className="rounded px-1 text-link underline hover:no-underline"
                    >
                      Todo el día
                    </button>
                    <button
                      type="button"
                      aria-label={`${dayLabel(day)}: ninguno`}
                      onClick={() => {
                        setDay(day, false);
                      }}
                      className="rounded px-1 text-link underline hover:no-underline"
                    >
                      Ninguno
                    </button>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SLOT_TIMES.map((time) => (
              <tr key={time} className="border-t border-line">
                <th scope="row" className="px-2 py-1 text-left font-medium">
                  {time}
                </th>
                {WEEK_DAYS.map((day) => {
                  const slot = weekSlot(day, time);
                  return (
                    <td key={day} className="px-2 py-1 text-center">
                      <input
                        type="checkbox"
                        aria-label={`${dayLabel(day)} ${time}`}
                        checked={slots.has(slot)}
                        onChange={(event) => {
                          toggle(slot, event.target.checked);
                        }}
                        className="h-5 w-5 accent-brand"
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AreasField selected={areas} onChange={setAreas} />
      <button
        type="button"
        disabled={save.isPending}
        onClick={() => {
          save.mutate({ horarios: sortedWeek(slots), areas: [...areas].sort() });
        }}
        className={buttonClass('primary')}
      >
        {save.isPending ? 'Guardando...' : `Guardar semana de ${lawyer.nombre}`}
      </button>
    </div>
  );
}
