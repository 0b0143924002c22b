import { Check } from 'lucide-react';

/** A plain list with check marks: who a service is for, what to bring. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-ink">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
          {item}
        </li>
      ))}
    </ul>
  );
}
