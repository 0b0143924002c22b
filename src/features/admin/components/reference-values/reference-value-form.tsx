import { useState, type SyntheticEvent } from 'react';
import type { ReferenceValueEntry } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { REFERENCE_CODES, type ReferenceCode } from '@/lib/reference-values/bounds';
import { parseReferenceInput } from '@/lib/reference-values/parse';
import { chileDate } from '@/lib/time/chile-date';
import { REFERENCE_LABELS } from './reference-value-labels';

type Errors = Partial<Record<'valor' | 'fecha' | 'motivo', string>>;

/**
 * A value entered by hand when the source is wrong or late. Checked here first (the same
 * plausible ranges as the database, which is the guard); nothing is sent while a field is wrong.
 */
export function ReferenceValueForm({
  onSubmit,
}: {
  onSubmit: (entry: ReferenceValueEntry) => Promise<void>;
}) {
  const [codigo, setCodigo] = useState<ReferenceCode>('uf');
  const [valor, setValor] = useState('');
  const [fecha, setFecha] = useState(() => chileDate(new Date()));
  const [motivo, setMotivo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = parseReferenceInput(codigo, valor);
    const next: Errors = {};
    if (!parsed.ok) next.valor = parsed.error;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) next.fecha = 'Ingresa la fecha del valor.';
    if (motivo.trim().length < 5) next.motivo = 'Escribe el motivo de la corrección.';
    setErrors(next);
    if (!parsed.ok || Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await onSubmit({ codigo, valor: parsed.value, fecha, motivo: motivo.trim() });
      setValor('');
      setMotivo('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label="Corregir un valor de referencia"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <label className="grid gap-1 text-sm font-medium text-ink">
        Valor
        <select
          value={codigo}
          onChange={(event) => {
            setCodigo(event.target.value as ReferenceCode);
          }}
          className="rounded-lg border border-line bg-surface p-2"
        >
          {REFERENCE_CODES.map((code) => (
            <option key={code} value={code}>
              {REFERENCE_LABELS[code]}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label="Valor en pesos"
        inputMode="decimal"
        autoComplete="off"
        value={valor}
        error={errors.valor}
        onChange={(event) => {
          setValor(event.target.value);
        }}
      />
      <TextField
        type="date"
        label="Fecha del valor"
        value={fecha}
        error={errors.fecha}
        onChange={(event) => {
          setFecha(event.target.value);
        }}
      />
      <TextAreaField
        label="Motivo"
        hint="Por ejemplo: la fuente publicó un valor erróneo o no ha publicado el de hoy."
        value={motivo}
        error={errors.motivo}
        maxLength={300}
        onChange={(event) => {
          setMotivo(event.target.value);
        }}
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {busy ? 'Guardando...' : 'Guardar valor'}
        </button>
      </div>
    </form>
  );
}
