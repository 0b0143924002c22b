import type { MeetingType } from '@/backend/port';
import { cn } from '@/lib/cn';

const OPTIONS: readonly { value: MeetingType | 'presencial'; label: string; detail: string }[] = [
  { value: 'videollamada', label: 'Videollamada', detail: 'Te enviamos el enlace por correo' },
  {
    value: 'telefonica',
    label: 'Llamada telefónica',
    detail: 'Te llamamos al número que indicaste',
  },
  { value: 'presencial', label: 'Presencial', detail: 'Próximamente' },
];

/** How the consultation happens. Presencial is not offered yet ('Próximamente'). */
export function MeetingTypeField({
  value,
  onChange,
}: {
  value: MeetingType;
  onChange: (value: MeetingType) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-semibold text-ink">Tipo de reunión</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {OPTIONS.map((option) => {
          const soon = option.value === 'presencial';
          const id = `tipo-reunion-${option.value}`;
          return (
            <div
              key={option.value}
              className={cn(
                'flex items-start gap-2 rounded-lg border p-3',
                value === option.value ? 'border-brand bg-surface-2' : 'border-line bg-surface',
                soon && 'opacity-60',
              )}
            >
              <input
                id={id}
                type="radio"
                name="tipo_reunion"
                value={option.value}
                checked={value === option.value}
                disabled={soon}
                onChange={() => {
                  if (option.value !== 'presencial') onChange(option.value);
                }}
                className="mt-1"
              />
              <label htmlFor={id} className={cn('cursor-pointer', soon && 'cursor-not-allowed')}>
                <span className="block font-medium text-ink">{option.label}</span>
                <span className="block text-sm text-ink-muted">{option.detail}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
