import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { readDraft } from './form-draft';
import { FormIsland, type CarriedProps } from './form-island';

function LiveForm({ carried }: CarriedProps) {
  return (
    <form aria-label="vivo">
      <label>
        Nombre
        <input name="nombre" defaultValue={carried?.values.nombre ?? ''} />
      </label>
      <output>{carried?.focus?.name ?? 'sin foco'}</output>
    </form>
  );
}

const STATIC_HTML =
  '<form aria-label="estático"><label>Nombre <input name="nombre"></label></form>';

function prerendered() {
  const holder = document.createElement('div');
  holder.id = 'isla';
  holder.innerHTML = STATIC_HTML;
  document.body.append(holder);
  return holder;
}

describe('FormIsland', () => {
  it('keeps the static form until it is used, then hands over what was typed', async () => {
    const holder = prerendered();
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve({ default: LiveForm });
    };
    render(<FormIsland id="isla" load={load} props={{}} />);
    holder.remove();
    expect(screen.getByRole('form', { name: 'estático' })).toBeInTheDocument();
    const input = screen.getByLabelText<HTMLInputElement>('Nombre');
    input.value = 'Ana';
    expect(loads).toBe(0);
    input.focus();
    await waitFor(() => expect(screen.getByRole('form', { name: 'vivo' })).toBeInTheDocument());
    expect(loads).toBe(1);
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByText('nombre')).toBeInTheDocument();
  });

  it('makes a send asked for before the code arrived, once the form has taken over', async () => {
    const holder = prerendered();
    const sent = vi.fn();
    function SendingForm({ carried }: CarriedProps) {
      return (
        <form
          aria-label="vivo"
          onSubmit={(event) => {
            event.preventDefault();
            sent(new FormData(event.currentTarget).get('nombre'));
          }}
        >
          <input aria-label="Nombre" name="nombre" defaultValue={carried?.values.nombre ?? ''} />
        </form>
      );
    }
    render(
      <FormIsland id="isla" load={() => Promise.resolve({ default: SendingForm })} props={{}} />,
    );
    holder.remove();
    screen.getByLabelText<HTMLInputElement>('Nombre').value = 'Ana';
    screen.getByRole<HTMLFormElement>('form', { name: 'estático' }).requestSubmit();
    await waitFor(() => {
      expect(sent).toHaveBeenCalledWith('Ana');
    });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('takes over when typed into, without a focus event (a field focused before hydration)', async () => {
    const holder = prerendered();
    const load = vi.fn(() => Promise.resolve({ default: LiveForm }));
    render(<FormIsland id="isla" load={load} props={{}} />);
    holder.remove();
    const input = screen.getByLabelText<HTMLInputElement>('Nombre');
    input.value = 'Ana';
    fireEvent.input(input);
    expect(await screen.findByRole('form', { name: 'vivo' })).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('Ana');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when there is something to restore', async () => {
    const holder = prerendered();
    render(
      <FormIsland
        id="isla"
        load={() => Promise.resolve({ default: LiveForm })}
        props={{}}
        eager={() => true}
      />,
    );
    holder.remove();
    expect(await screen.findByRole('form', { name: 'vivo' })).toBeInTheDocument();
  });

  it('keeps what is typed into the static form as a draft, before the code arrives', async () => {
    const holder = prerendered();
    // The form's code never arrives: a reload now must still find what was typed.
    const load = () => new Promise<{ default: typeof LiveForm }>(() => undefined);
    render(<FormIsland id="isla" load={load} props={{}} draftId="isla-borrador" />);
    holder.remove();
    const input = screen.getByLabelText<HTMLInputElement>('Nombre');
    input.value = 'Ana Rojas';
    fireEvent.input(input);
    await waitFor(() => expect(readDraft('isla-borrador')).toEqual({ nombre: 'Ana Rojas' }));
    window.sessionStorage.clear();
  });

  it('keeps no draft of a static form that has no draft id', async () => {
    const holder = prerendered();
    const load = () => new Promise<{ default: typeof LiveForm }>(() => undefined);
    render(<FormIsland id="isla" load={load} props={{}} />);
    holder.remove();
    const input = screen.getByLabelText<HTMLInputElement>('Nombre');
    input.value = 'Ana Rojas';
    fireEvent.input(input);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.sessionStorage.length).toBe(0);
  });

  it('renders the form itself where there is no prerendered HTML', async () => {
    render(<FormIsland id="otra" load={() => Promise.resolve({ default: LiveForm })} props={{}} />);
    expect(await screen.findByRole('form', { name: 'vivo' })).toBeInTheDocument();
  });

  it('carries whether a checkbox is ticked, not its value, and the radio chosen', async () => {
    const holder = document.createElement('div');
    holder.id = 'isla-casillas';
    holder.innerHTML = `<form aria-label="estático">
      <label>Acepto <input type="checkbox" name="acepto" value="on"></label>
      <label>Otra <input type="checkbox" name="otra" value="si"></label>
      <label>Presencial <input type="radio" name="modo" value="presencial"></label>
      <label>En línea <input type="radio" name="modo" value="online"></label>
    </form>`;
    document.body.append(holder);
    function Shown({ carried }: CarriedProps) {
      return <output aria-label="llevado">{JSON.stringify(carried?.values)}</output>;
    }
    render(
      <FormIsland id="isla-casillas" load={() => Promise.resolve({ default: Shown })} props={{}} />,
    );
    holder.remove();
    const box = screen.getByLabelText<HTMLInputElement>('Acepto');
    box.checked = true;
    screen.getByLabelText<HTMLInputElement>('En línea').checked = true;
    fireEvent.pointerDown(box);
    const shown = await screen.findByLabelText('llevado');
    expect(JSON.parse(shown.textContent)).toEqual({
      acepto: 'true',
      otra: 'false',
      modo: 'online',
    });
  });
});

describe('FormIsland markers', () => {
  it('marks a prerendered form static, and one taken over or opened in the app live', async () => {
    const load = () => Promise.resolve({ default: LiveForm });
    const originalWindow = globalThis.window;
    // Prerendering runs without a window.
    Reflect.deleteProperty(globalThis, 'window');
    let html: string;
    try {
      html = renderToString(<FormIsland id="isla-marcas" load={load} props={{}} />);
    } finally {
      globalThis.window = originalWindow;
    }
    expect(html).toContain('data-island="static"');
    const { container } = render(<FormIsland id="isla-app" load={load} props={{}} />);
    expect(container.querySelector('#isla-app')?.getAttribute('data-island')).toBe('live');
    await screen.findByRole('form', { name: 'vivo' });
  });
});
