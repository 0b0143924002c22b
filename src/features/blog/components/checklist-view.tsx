import { checklistStore } from '../checklist-store';

export interface ChecklistProps {
  /** Names the list in this browser's storage: the ticks survive a reload. */
  id: string;
  items: readonly string[];
}

/** Tick boxes that persist in this browser (the MDX component `<Checklist>`). */
export function ChecklistView({ id, items }: ChecklistProps) {
  const store = checklistStore(id);
  const ticked = store.useItems();
  const done = items.filter((_item, index) => ticked.includes(index)).length;
  const toggle = (index: number) =>
    store.write(
      ticked.includes(index) ? ticked.filter((i) => i !== index) : [...ticked, index].sort(),
    );
  return (
    <fieldset className="not-prose my-6 rounded-xl border border-line bg-surface p-4">
      <legend className="px-1 font-semibold text-ink">
        Lista de verificación ({done} de {items.length})
      </legend>
      <ul className="space-y-2">
        {items.map((item, index) => (
          <li key={item}>
            <label className="flex cursor-pointer items-start gap-3 text-ink">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-brand"
                checked={ticked.includes(index)}
                onChange={() => toggle(index)}
              />
              <span>{item}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-muted">Se guarda solo en este navegador.</p>
    </fieldset>
  );
}
