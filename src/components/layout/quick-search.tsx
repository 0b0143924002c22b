import { Search } from 'lucide-react';
import { useCallback, useId, useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { blogSearchHref } from '@/content/site-links';
import { useDismiss } from '@/lib/dom/use-dismiss';

/**
 * The quick search. In the top bar it is a button that opens a search box: Enter searches the
 * blog with the text; Escape closes the box and returns focus to the button; the text survives
 * closing. In the narrow mobile menu (`inline`) the field is simply always there.
 */
export function QuickSearch({ inline = false }: { inline?: boolean }) {
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

  const field = (
    <>
      <label
        htmlFor={inputId}
        className={inline ? 'sr-only' : 'mb-1 block text-sm font-medium text-ink'}
      >
        Buscar en el blog
      </label>
      <input
        id={inputId}
        type="search"
        // The box opens because the visitor asked for it: focusing it is the expected result.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={!inline}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={inline ? 'Buscar en el blog' : 'Ej.: despido, pensión, herencia'}
        className="w-full rounded-lg border border-line bg-page px-3 py-2 text-ink placeholder:text-ink-muted"
      />
    </>
  );

  if (inline) {
    return (
      <form role="search" onSubmit={submit} className="w-full">
        {field}
      </form>
    );
  }

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
          {field}
          <p className="mt-1 text-xs text-ink-muted">Enter para buscar · Esc para cerrar</p>
        </form>
      )}
    </div>
  );
}
