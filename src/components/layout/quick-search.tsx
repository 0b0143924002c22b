import { Search } from 'lucide-react';
import { useCallback, useId, useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { blogSearchHref } from '@/content/site-links';
import { useDismiss } from '@/lib/dom/use-dismiss';

/**
 * The top bar's quick search: a button that opens a search box. Enter searches the blog with the
 * text; Escape closes the box and returns focus to the button. The text survives closing.
 */
export function QuickSearch() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close, toggle);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    void navigate(blogSearchHref(query));
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={inputId}
        onClick={() => setOpen((value) => !value)}
        className="grid size-10 place-items-center rounded-lg text-ink hover:bg-surface-2"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">Buscar</span>
      </button>
      {open && (
        <form
          role="search"
          onSubmit={submit}
          className="absolute right-0 top-12 z-50 w-80 rounded-xl border border-line bg-surface p-3 shadow-lg"
        >
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
            Buscar en el blog
          </label>
          <input
            id={inputId}
            type="search"
            // The box opens because the visitor asked for it: focusing it is the expected result.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Ej.: despido, pensión, herencia"
            className="w-full rounded-lg border border-line bg-page px-3 py-2 text-ink placeholder:text-ink-muted"
          />
          <p className="mt-1 text-xs text-ink-muted">Enter para buscar · Esc para cerrar</p>
        </form>
      )}
    </div>
  );
}
