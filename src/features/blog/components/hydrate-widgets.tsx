import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ArticleActions } from './article-actions';
import { ChecklistView } from './checklist-view';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props come from the page's HTML.
const WIDGETS: Record<string, ComponentType<any>> = {
  actions: ArticleActions,
  checklist: ChecklistView,
};

/**
 * Hydrates the widgets of an article whose text was adopted as prerendered HTML (see Widget):
 * each one alone, so only their code runs, never the article's. Returns the roots, for the page
 * to unmount when the reader leaves.
 */
export function hydrateWidgets(container: HTMLElement): Root[] {
  const roots: Root[] = [];
  for (const element of container.querySelectorAll<HTMLElement>('[data-widget-props]')) {
    const Component = WIDGETS[element.dataset.widget ?? ''];
    const props = JSON.parse(element.dataset.widgetProps ?? '{}') as object;
    delete element.dataset.widgetProps;
    if (!Component) continue;
    roots.push(
      hydrateRoot(
        element,
        <StrictMode>
          <Component {...props} />
        </StrictMode>,
      ),
    );
  }
  return roots;
}
