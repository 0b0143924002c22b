import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppErrorBoundary } from './error-boundary';
import { isChunkLoadError } from './error-screen';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('fallo de prueba');
  return <p>Página recuperada</p>;
}

describe('AppErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the error page with retry and home, and retries the page', async () => {
    const user = userEvent.setup();
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Ha ocurrido un error inesperado...' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('Página recuperada')).toBeInTheDocument();
  });

  it('recognises a page whose code failed to download', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('fallo de prueba'))).toBe(false);
    expect(isChunkLoadError('texto')).toBe(false);
  });
});
