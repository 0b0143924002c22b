import { act, fireEvent, render, screen } from '@testing-library/react';
import { BankDetails } from './bank-details';

const FIELDS = [
  ['Copiar banco', 'Banco de Chile'],
  ['Copiar tipo de cuenta', 'Cuenta Corriente'],
  ['Copiar número de cuenta', '00-123-45678-09'],
  ['Copiar RUT', '76.543.210-3'],
  ['Copiar titular', 'Punto Legal SpA'],
  ['Copiar correo', 'pagos@puntolegal.cl'],
] as const;

const FALLBACK = 'Tu navegador no permitió copiar: selecciona el texto y cópialo a mano.';

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

/** Lets the clipboard promise settle and React apply the result. */
const settle = () => act(() => Promise.resolve());

afterEach(() => {
  vi.useRealTimers();
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else Reflect.deleteProperty(navigator, 'clipboard');
});

describe('BankDetails', () => {
  it('shows every field with a button that says what it copies', () => {
    stubClipboard(vi.fn(() => Promise.resolve()));
    render(<BankDetails />);

    for (const [name, value] of FIELDS) {
      expect(screen.getByText(value)).toBeInTheDocument();
      expect(screen.getByRole('button', { name })).toHaveTextContent(/^Copiar$/);
    }
  });

  it.each(FIELDS)('"%s" copies %s', async (name, value) => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    stubClipboard(writeText);
    render(<BankDetails />);

    fireEvent.click(screen.getByRole('button', { name }));
    await settle();

    expect(writeText).toHaveBeenCalledExactlyOnceWith(value);
  });

  it('shows "✓ Copiado" on the copied field for 2 seconds, then "Copiar" again', async () => {
    vi.useFakeTimers();
    stubClipboard(vi.fn(() => Promise.resolve()));
    render(<BankDetails />);
    const button = screen.getByRole('button', { name: 'Copiar número de cuenta' });

    fireEvent.click(button);
    await settle();

    expect(button).toHaveTextContent('✓ Copiado');
    expect(screen.getByRole('button', { name: 'Copiar banco' })).toHaveTextContent(/^Copiar$/);
    expect(screen.getByRole('status')).toHaveTextContent('Copiado al portapapeles.');

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(button).toHaveTextContent('✓ Copiado');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button).toHaveTextContent(/^Copiar$/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('moves the checkmark to the last field copied, with a fresh 2 seconds', async () => {
    vi.useFakeTimers();
    stubClipboard(vi.fn(() => Promise.resolve()));
    render(<BankDetails />);
    const banco = screen.getByRole('button', { name: 'Copiar banco' });
    const rut = screen.getByRole('button', { name: 'Copiar RUT' });

    fireEvent.click(banco);
    await settle();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    fireEvent.click(rut);
    await settle();

    expect(banco).toHaveTextContent(/^Copiar$/);
    expect(rut).toHaveTextContent('✓ Copiado');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(rut).toHaveTextContent('✓ Copiado');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(rut).toHaveTextContent(/^Copiar$/);
  });

  it('a refused copy after a good one shows only the refusal', async () => {
    const writeText = vi
      .fn<(text: string) => Promise<void>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new DOMException('denegado', 'NotAllowedError'));
    stubClipboard(writeText);
    render(<BankDetails />);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar banco' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar RUT' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Copiar banco' })).toHaveTextContent(/^Copiar$/);
    expect(screen.getByRole('status')).toHaveTextContent(/^Tu navegador no permitió copiar/);
  });

  it('asks to copy by hand when the browser refuses the clipboard', async () => {
    stubClipboard(vi.fn(() => Promise.reject(new DOMException('denegado', 'NotAllowedError'))));
    render(<BankDetails />);
    const button = screen.getByRole('button', { name: 'Copiar titular' });

    fireEvent.click(button);
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent(FALLBACK);
    expect(button).toHaveTextContent(/^Copiar$/);
  });

  it('asks to copy by hand when there is no clipboard at all, and clears it after a copy', async () => {
    stubClipboard(undefined);
    render(<BankDetails />);

    fireEvent.click(screen.getByRole('button', { name: 'Copiar banco' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(FALLBACK);

    stubClipboard(vi.fn(() => Promise.resolve()));
    fireEvent.click(screen.getByRole('button', { name: 'Copiar banco' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(/^Copiado al portapapeles\.$/);
  });
});
