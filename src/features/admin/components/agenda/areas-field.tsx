import { PLAN_AREAS } from './plan-areas';

interface AreasFieldProps {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** The areas a lawyer attends, one checkbox per plan category; none checked: every area. */
export function AreasField({ selected, onChange }: AreasFieldProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-ink">Áreas que atiende</legend>
      <p className="text-sm text-ink-muted">
        {selected.size === 0
          ? 'Todas las áreas (ninguna marcada).'
          : `${selected.size} ${selected.size === 1 ? 'área marcada' : 'áreas marcadas'}; sin ninguna marcada, atiende todas las áreas.`}
      </p>
      <div className="grid gap-1 sm:grid-cols-3">
        {PLAN_AREAS.map((area) => (
          <label key={area} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={selected.has(area)}
              onChange={(event) => {
                const next = new Set(selected);
                if (event.target.checked) next.add(area);
                else next.delete(area);
                onChange(next);
              }}
              className="h-4 w-4 accent-brand"
            />
            {area}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
