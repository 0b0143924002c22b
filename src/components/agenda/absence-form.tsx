import { useState, type SyntheticEvent } from 'react';
import type { AbsenceReason } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { chileDate } from '@/lib/time/chile-date';
import { ABSENCE_REASONS } from './agenda-labels';
import { absenceErrors, type AbsenceDraft, type AbsenceErrors } from './absence-rules';

interface AbsenceFormProps {
  /** Names the form: "Agregar ausencia de Abogada Demo". */
  label: string;
  /** Sends the absence; rejects when the database refused it (the fields stay as typed). */
  onSubmit: (draft: AbsenceDraft) => Promise<void>;
}

/**
 * Desde, hasta and motivo of a new absence, checked here before anything is sent (dates written,
 * not past, hasta ≥ desde). Emptied only once the absence is saved.
 */
export function AbsenceForm({ label, onSubmit }: AbsenceFormProps) {
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [motivo, setMotivo] = useState<AbsenceReason>('vacaciones');
  const [errors, setErrors] = useState<AbsenceErrors>({});
  const [busy, setBusy] = useState(false);
  const today = chileDate(new Date());

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const draft = { desde, hasta, motivo };
    const found = absenceErrors(draft, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(draft);
      setDesde('');
      setHasta('');
    } catch {
      // Shown by the page's toaster from the hook's meta; what was typed stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid items-start gap-3 sm:grid-cols-4"
    >
      <TextField
        type="date"
        label="Desde"
        min={today}
        value={desde}
        error={errors.desde}
        onChange={(event) => {
          setDesde(event.target.value);
        }}
      />
      <TextField
        type="date"
        label="Hasta"
        min={desde || today}
        value={hasta}
        error={errors.hasta}
        onChange={(event) => {
          setHasta(event.target.value);
        }}
      />
      <label className="grid gap-1 text-sm font-medium text-ink">
        Motivo
        <select
          value={motivo}
          onChange={(event) => {
            setMotivo(event.target.value as AbsenceReason);
          }}
          className="rounded-lg border border-line bg-surface px-3 py-2 font-normal"
        >
          {ABSENCE_REASONS.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reason.label}
            </option>
          ))}
        </select>
      </label>
      <div className="sm:pt-6">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {busy ? 'Guardando...' : 'Agregar ausencia'}
        </button>
      </div>
    </form>
  );
}
