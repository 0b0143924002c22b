import { useEffect, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import {
  hasFilters,
  parseStatus,
  STATUS_LABELS,
  type ReservationFilters,
} from './reservation-filters';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 250;

interface FiltersBarProps {
  filters: ReservationFilters;
  onChange: (change: Partial<ReservationFilters>) => void;
}

/** Text search (debounced), state and date range of the booking list. */
export function FiltersBar({ filters, onChange }: FiltersBarProps) {
  const statusId = useId();
  const [text, setText] = useState(filters.texto);
  const [urlText, setUrlText] = useState(filters.texto);
  // The URL's text changed from outside (back button, "Limpiar filtros"): show it in the box,
  // unless it is just what is being typed.
  if (filters.texto !== urlText) {
    setUrlText(filters.texto);
    if (filters.texto !== text.trim()) setText(filters.texto);
  }

  useEffect(() => {
    if (text.trim() === filters.texto) return;
    const timer = setTimeout(() => {
      onChange({ texto: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, filters.texto, onChange]);

  return (
    <form
      role="search"
      aria-label="Filtros de reservas"
      onSubmit={(event) => {
        event.preventDefault();
        // Enter searches at once.
        if (text.trim() !== filters.texto) onChange({ texto: text });
      }}
      className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <TextField
        label="Buscar reservas"
        type="search"
        value={text}
        hint="Nombre, correo, RUT o documento, teléfono o servicio"
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <div className="self-start">
        <label htmlFor={statusId} className="mb-1 block text-sm font-medium text-ink">
          Estado
        </label>
        <select
          id={statusId}
          value={filters.estado ?? ''}
          onChange={(event) => {
            onChange({ estado: parseStatus(event.target.value) });
          }}
          className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink"
        >
          <option value="">Todos</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Desde"
        type="date"
        value={filters.desde}
        max={filters.hasta || undefined}
        onChange={(event) => {
          onChange({ desde: event.target.value });
        }}
        className="self-start"
      />
      <TextField
        label="Hasta"
        type="date"
        value={filters.hasta}
        min={filters.desde || undefined}
        onChange={(event) => {
          onChange({ hasta: event.target.value });
        }}
        className="self-start"
      />
      <button
        type="button"
        disabled={!hasFilters(filters) && !text}
        onClick={() => {
          setText('');
          onChange({ texto: '', estado: null, desde: '', hasta: '' });
        }}
        className={buttonClass(
          'secondary',
          'self-start disabled:cursor-not-allowed disabled:opacity-60 lg:mt-6',
        )}
      >
        Limpiar filtros
      </button>
    </form>
  );
}
