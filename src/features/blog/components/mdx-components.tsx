import type { ReactNode } from 'react';
import { ChecklistView, type ChecklistProps } from './checklist-view';
import { checklistKey } from '../widget-storage';
import { Widget } from './widget';

/** `<Checklist id items>` in an article: tick boxes that persist (hydrated alone, see Widget). */
function Checklist(props: ChecklistProps) {
  return (
    <Widget name="checklist" props={props} storedUnder={checklistKey(props.id)}>
      <ChecklistView {...props} />
    </Widget>
  );
}

/** `<Aviso>`: a highlighted note in an article. */
function Aviso({ children }: { children?: ReactNode }) {
  return (
    <aside className="my-6 rounded-xl border-l-4 border-brand bg-surface-2 p-4 text-ink">
      {children}
    </aside>
  );
}

/** The components an article's MDX may use without importing them. */
export const MDX_COMPONENTS = { Checklist, Aviso };
