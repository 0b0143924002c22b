import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { flushSync } from 'react-dom';

/**
 * What the visitor typed into the static form before its code arrived, and where the cursor was.
 * A checkbox is carried as 'true' or 'false' (whether it is ticked, not its value); a group of
 * radio buttons as the value of the one chosen.
 */
export interface Carried {
  values: Record<string, string>;
  focus?: { name: string; start: number | null; end: number | null };
}

export interface CarriedProps {
  carried?: Carried;
}

type FormModule<P> = { default: ComponentType<P & CarriedProps> };

const lazyForms = new WeakMap<object, object>();
const adoptedHtml = new Map<string, string>();

function adopt(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const html = document.getElementById(id)?.innerHTML ?? adoptedHtml.get(id);
  if (html !== undefined) adoptedHtml.set(id, html);
  return html;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function carry(container: HTMLElement): Carried {
  const values: Record<string, string> = {};
  for (const element of container.querySelectorAll<Field>(
    'input[name], select[name], textarea[name]',
  )) {
    // Only an input has `checked`; a select's or a textarea's type is never one of these.
    const { type, checked } = element as HTMLInputElement;
    if (type === 'checkbox') values[element.name] = String(checked);
    else if (type !== 'radio' || checked) values[element.name] = element.value;
  }
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
      : active instanceof HTMLSelectElement
        ? { name: active.name, start: null, end: null }
        : undefined;
  return { values, focus: focused && container.contains(active) ? focused : undefined };
}

interface FormIslandProps<P extends object> {
  /** Unique id of the island's element; the hydrating client finds the prerendered form by it. */
  id: string;
  load: () => Promise<FormModule<P>>;
  props: P;
  /** Whether the form's code is needed at once (a draft to restore, a preselected choice). */
  eager?: () => boolean;
  /**
   * The form's draft id, when what is typed is kept across a reload: text typed into the static
   * fields is kept too, so a reload before the form's code arrives loses nothing.
   */
  draftId?: string;
}

/**
 * A form whose fields are in the prerendered HTML and whose code loads only when the visitor
 * starts using it (or at once when there is something to restore): the page's first load stays
 * within its budget. Until then the static fields take what is typed; when the code arrives it
 * takes over with those values and the cursor where it was. A submit before that is made then.
 */
export function FormIsland<P extends object>({
  id,
  load,
  props,
  eager,
  draftId,
}: FormIslandProps<P>) {
  const [html] = useState(() => adopt(id));
  const container = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<{ Form: FormModule<P>['default']; carried: Carried } | null>(
    null,
  );
  // A send asked for before the form's code arrived: made once the form has taken over.
  const sendWhenLive = useRef(false);
  const liveContainer = useRef<HTMLDivElement>(null);
  // Whether the form that took over is on the page (set as React commits it).
  const committed = useRef(false);

  useLayoutEffect(() => {
    committed.current = live !== null;
  }, [live]);

  useEffect(() => {
    if (!live || !sendWhenLive.current) return;
    sendWhenLive.current = false;
    liveContainer.current?.querySelector('form')?.requestSubmit();
  }, [live]);

  useEffect(() => {
    const node = container.current;
    if (html === undefined || !node) return;
    let started = false;
    let takenOver = false;
    // Set while the visitor has used the static form: the form then takes over at once.
    let used = false;
    // The takeover rendering in the background, until React commits it.
    let pending: (() => void) | null = null;
    const takeOver = (Form: FormModule<P>['default']) => () =>
      setLive({ Form, carried: carry(node) });
    const start = () => {
      if (started) return;
      started = true;
      void load().then((module) => {
        takenOver = true;
        // Read the static fields and replace them in one task, so that nothing typed in between
        // is lost. Nobody is typing when the page itself asked for the code (something to
        // restore, the day's reference values written into a field): then the form renders in
        // short slices that give way to the browser, as the page's hydration does, and a visitor
        // who starts using the static form meanwhile makes it take over at once (urgent).
        if (used) {
          flushSync(takeOver(module.default));
          return;
        }
        pending = takeOver(module.default);
        startTransition(pending);
      });
    };
    const urgent = () => {
      used = true;
      if (pending && !committed.current) flushSync(pending);
      pending = null;
      start();
    };
    // A static form would submit to the page's own address, with the data in the URL.
    const hold = (event: Event) => {
      event.preventDefault();
      sendWhenLive.current = true;
      urgent();
    };
    const keep = () => {
      if (draftId === undefined) return;
      const { values } = carry(node);
      // Once the form has taken over it keeps the draft itself, with newer values than these.
      void import('./form-draft').then(({ writeDraft }) => {
        if (!takenOver) writeDraft(draftId, values);
      });
    };
    // Typing counts as use too: a field focused before the page was hydrated sends no focusin.
    // An input event the page dispatched itself (isTrusted false) asks for the code, not in a
    // hurry.
    const use = (event: Event) => {
      keep();
      if (event.isTrusted) urgent();
      else start();
    };
    if (node.contains(document.activeElement)) urgent();
    else if (eager?.()) start();
    node.addEventListener('focusin', urgent);
    node.addEventListener('pointerdown', urgent);
    node.addEventListener('submit', hold);
    node.addEventListener('input', use);
    return () => {
      node.removeEventListener('focusin', urgent);
      node.removeEventListener('pointerdown', urgent);
      node.removeEventListener('submit', hold);
      node.removeEventListener('input', use);
    };
    // The island is set up once, for the HTML it adopted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (live) {
    const { Form, carried } = live;
    return (
      <div ref={liveContainer} id={id} data-island="live">
        <Form {...props} carried={carried} />
      </div>
    );
  }
  if (html !== undefined)
    return <div ref={container} id={id} dangerouslySetInnerHTML={{ __html: html }} />;
  // Prerendering, or reached by in-app navigation: the form itself, loaded as usual.
  let Form = lazyForms.get(load) as LazyExoticComponent<FormModule<P>['default']> | undefined;
  if (!Form) {
    Form = lazy(load);
    lazyForms.set(load, Form);
  }
  // A prerendered form is marked static: after hydration the page still shows that HTML, without
  // handlers, until the form's code takes over; only then is the island live.
  return (
    <div id={id} data-island={typeof window === 'undefined' ? 'static' : 'live'}>
      <Suspense fallback={<p className="text-ink-muted">Cargando formulario...</p>}>
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Form {...props} />
      </Suspense>
    </div>
  );
}
