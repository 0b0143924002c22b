import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { checklistKey, SAVED_ARTICLES_KEY } from '../widget-storage';
import { ArticleActions } from './article-actions';
import { ChecklistView } from './checklist-view';
import { hydrateWidgets } from './hydrate-widgets';
import { Widget } from './widget';

/** jsdom has no IntersectionObserver: this one lets the test say which element the reader nears. */
class ScreenObserver {
  static current: ScreenObserver | undefined;
  readonly watched = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    ScreenObserver.current = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  near(element: Element) {
    if (!this.watched.has(element)) return;
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.report([entry], this as unknown as IntersectionObserver);
  }
}

const ARTICLE = { id: 'despido-injustificado', title: 'Despido injustificado' };
const CHECKLIST = { id: 'lista-prueba', items: ['Contrato', 'Finiquito'] };

const widget = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>(`[data-widget="${name}"]`) as HTMLElement;

/** The article's HTML as the prerenderer writes it: each widget carries its props. */
function prerenderedArticle(): HTMLElement {
  const html = renderToString(
    <>
      <Widget name="actions" props={ARTICLE}>
        <ArticleActions {...ARTICLE} />
      </Widget>
      <p>Texto del artículo.</p>
      <Widget name="checklist" props={CHECKLIST}>
        <ChecklistView {...CHECKLIST} />
      </Widget>
    </>,
  );
  const container = document.createElement('article');
  container.innerHTML = html;
  // Widget writes its props only when prerendering, where there is no window.
  widget(container, 'actions').dataset.widgetProps = JSON.stringify(ARTICLE);
  widget(container, 'actions').dataset.widgetStored = SAVED_ARTICLES_KEY;
  widget(container, 'checklist').dataset.widgetProps = JSON.stringify(CHECKLIST);
  widget(container, 'checklist').dataset.widgetStored = checklistKey(CHECKLIST.id);
  document.body.append(container);
  return container;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', ScreenObserver);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const live = (element: HTMLElement) =>
  waitFor(() => expect(element.dataset.widgetProps).toBeUndefined());

describe('hydrateWidgets', () => {
  it('brings a widget to life when the reader is about to use it, and only that one', async () => {
    const user = userEvent.setup();
    const container = prerenderedArticle();
    const stop = hydrateWidgets(container);
    const checklist = widget(container, 'checklist');
    const actions = widget(container, 'actions');
    // Near the screen but with nothing stored: its HTML is already right, no code is needed.
    ScreenObserver.current?.near(checklist);
    expect(checklist.dataset.widgetProps).toBeDefined();

    await user.hover(within(checklist).getByText('Contrato'));
    await live(checklist);
    expect(actions.dataset.widgetProps).toBeDefined();
    await user.click(screen.getByRole('checkbox', { name: 'Finiquito' }));
    expect(screen.getByRole('group', { name: /\(1 de 2\)/ })).toBeInTheDocument();
    await act(async () => {
      stop();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  });

  it('brings to life a widget the reader focused before its listeners were there', async () => {
    const container = prerenderedArticle();
    const actions = widget(container, 'actions');
    within(actions).getByRole('button', { name: 'Guardar' }).focus();
    const stop = hydrateWidgets(container);
    await live(actions);
    expect(widget(container, 'checklist').dataset.widgetProps).toBeDefined();
    await act(async () => {
      stop();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  });

  it('shows what this browser stored as soon as the widget nears the screen', async () => {
    localStorage.setItem('blogChecklist:lista-prueba', '[1]');
    localStorage.setItem('blogGuardados', JSON.stringify([ARTICLE]));
    const container = prerenderedArticle();
    const stop = hydrateWidgets(container);
    ScreenObserver.current?.near(widget(container, 'checklist'));
    ScreenObserver.current?.near(widget(container, 'actions'));
    expect(
      await screen.findByRole('group', { name: /Lista de verificación \(1 de 2\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Finiquito' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    await act(async () => {
      stop();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  });

  it('does what a click asked for once the code arrives, and only once', async () => {
    const container = prerenderedArticle();
    const stop = hydrateWidgets(container);
    const box = screen.getByRole('checkbox', { name: 'Contrato' });
    // A click straight away (a touch screen: no hover first), before the widget's code.
    box.click();
    expect(box).not.toBeChecked();
    await live(widget(container, 'checklist'));
    expect(
      await screen.findByRole('group', { name: /Lista de verificación \(1 de 2\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Contrato' })).toBeChecked();
    expect(localStorage.getItem('blogChecklist:lista-prueba')).toBe('[0]');
    await act(async () => {
      stop();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  });

  it('hydrates nothing more once the reader leaves, not even a widget already loading', async () => {
    const container = prerenderedArticle();
    const stop = hydrateWidgets(container);
    const observer = ScreenObserver.current as ScreenObserver;
    const actions = widget(container, 'actions');
    actions.dispatchEvent(new Event('focusin'));
    stop();
    expect(observer.watched.size).toBe(0);
    await import('./article-actions');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actions.dataset.widgetProps).toBeDefined();
  });
});
