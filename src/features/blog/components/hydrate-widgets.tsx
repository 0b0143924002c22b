import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ArticleActions } from './article-actions';
import { ChecklistView } from './checklist-view';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props come from the page's HTML.
const WIDGETS: Record<string, ComponentType<any>> = {
  actions: ArticleActions,
  checklist: ChecklistView,
};

/**
 * Hydrates the widgets of an article whose text was adopted as prerendered HTML (see Widget):
 * each one alone, so only their code runs, never the article's.
 */
export function hydrateWidgets(container: HTMLElement): void {
  for (const element of container.querySelectorAll<HTMLElement>('[data-widget-props]')) {
    const Component = WIDGETS[element.dataset.widget ?? ''];
    const props = JSON.parse(element.dataset.widgetProps ?? '{}') as object;
    delete element.dataset.widgetProps;
    if (!Component) continue;
    hydrateRoot(
      element,
      <StrictMode>
        <Component {...props} />
      </StrictMode>,
    );
  }
}
