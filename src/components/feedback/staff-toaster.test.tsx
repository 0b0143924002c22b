import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BackendError } from '@/backend/port';
import type { MessageMeta } from './error-meta';
import { MESSAGE_MS, showMessage } from './show-message';
import { StaffToaster } from './staff-toaster';

function renderWithToaster(children: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <StaffToaster />
      {children}
    </QueryClientProvider>,
  );
}

function Failing({ error, meta }: { error: Error; meta?: MessageMeta }) {
  const mutation = useMutation({ mutationFn: () => Promise.reject(error), meta });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      Guardar
    </button>
  );
}

function FailingQuery({ meta }: { meta?: MessageMeta }) {
  useQuery({ queryKey: ['falla'], queryFn: () => Promise.reject(new Error('500')), meta });
  return null;
}

const region = () => screen.getByRole('region', { name: /Avisos/ });

describe('StaffToaster', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a failed mutation’s declared message in the Avisos live region', async () => {
    renderWithToaster(
      <Failing error={new Error('boom')} meta={{ errorMessage: 'Error al eliminar la reserva' }} />,
    );
    expect(region()).toHaveAttribute('aria-live', 'polite');
    screen.getByRole('button', { name: 'Guardar' }).click();
    expect(await within(region()).findByText('Error al eliminar la reserva')).toBeInTheDocument();
  });

  it('prefers the backend’s own message where the operation asks for it', async () => {
    const error = new BackendError('Debe quedar al menos un administrador activo', 'ultimo_admin');
    renderWithToaster(
      <Failing
        error={error}
        meta={{ errorMessage: 'Error al cambiar el rol', ownMessage: 'ultimo_admin' }}
      />,
    );
    screen.getByRole('button', { name: 'Guardar' }).click();
    expect(await screen.findByText(error.message)).toBeInTheDocument();
    expect(screen.queryByText('Error al cambiar el rol')).not.toBeInTheDocument();
  });

  it('leaves a mutation without a declared message to its screen', async () => {
    renderWithToaster(<Failing error={new Error('Propio del diálogo')} />);
    screen.getByRole('button', { name: 'Guardar' }).click();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Propio del diálogo')).not.toBeInTheDocument();
  });

  it('shows a failed query’s declared message', async () => {
    renderWithToaster(<FailingQuery meta={{ errorMessage: 'No se pudieron cargar los avisos' }} />);
    expect(await screen.findByText('No se pudieron cargar los avisos')).toBeInTheDocument();
  });

  it('leaves no message behind for the next page', async () => {
    const first = renderWithToaster(null);
    act(() => {
      showMessage('exito', 'Guardado');
    });
    expect(await screen.findByText('Guardado')).toBeInTheDocument();
    first.unmount();
    renderWithToaster(null);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Guardado')).not.toBeInTheDocument();
  });

  it('keeps one message at a time, hidden after 5 seconds', async () => {
    renderWithToaster(null);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => {
      showMessage('exito', 'Guardado');
    });
    expect(await screen.findByText('Guardado')).toBeInTheDocument();
    act(() => {
      showMessage('error', 'Falló');
    });
    expect(await screen.findByText('Falló')).toBeInTheDocument();
    expect(screen.queryByText('Guardado')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_MS + 1000));
    expect(screen.queryByText('Falló')).not.toBeInTheDocument();
  });
});
