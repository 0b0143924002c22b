import { fireEvent, render, screen } from '@testing-library/react';
import { BackendError, type BackendPort } from '@/backend/port';
import { BackendProvider } from './backend-context';
import { SecondStep } from './second-step';

function backendWith(demoCode?: () => Promise<string | null>) {
  const verify = vi.fn((_factorId: string, code: string) =>
    code === '246810'
      ? Promise.resolve()
      : Promise.reject(new BackendError('El código no es correcto.', 'codigo_invalido')),
  );
  const backend = {
    auth: {
      mfa: {
        factors: () => Promise.resolve([{ id: 'f-1', nombre: 'App', createdAt: '2026-11-01' }]),
        verify,
        demoCode,
      },
    },
  } as unknown as BackendPort;
  return { backend, verify };
}

describe('SecondStep', () => {
  it('sends the code without spaces, shows a refusal and keeps what was typed', async () => {
    const { backend, verify } = backendWith();
    const onVerified = vi.fn();
    render(
      <BackendProvider backend={backend}>
        <SecondStep onVerified={onVerified} onCancel={vi.fn()} />
      </BackendProvider>,
    );
    const field = await screen.findByLabelText(/Código de 6 dígitos/);
    fireEvent.change(field, { target: { value: '111 111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto.');
    expect(field).toHaveValue('111 111');
    expect(verify).toHaveBeenCalledWith('f-1', '111111');
    expect(onVerified).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '246 810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await vi.waitFor(() => {
      expect(onVerified).toHaveBeenCalledOnce();
    });
    expect(screen.queryByText(/Cuenta de demostración/)).not.toBeInTheDocument();
  });

  it('offers the demo account’s current code, and fills it in', async () => {
    const { backend } = backendWith(() => Promise.resolve('246810'));
    render(
      <BackendProvider backend={backend}>
        <SecondStep onVerified={vi.fn()} onCancel={vi.fn()} />
      </BackendProvider>,
    );
    expect(await screen.findByText('246810')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Usar el código de demostración' }));
    await vi.waitFor(() => {
      expect(screen.getByLabelText(/Código de 6 dígitos/)).toHaveValue('246810');
    });
  });

  it('gives up on Usar otra cuenta', async () => {
    const { backend } = backendWith();
    const onCancel = vi.fn();
    render(
      <BackendProvider backend={backend}>
        <SecondStep onVerified={vi.fn()} onCancel={onCancel} />
      </BackendProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Usar otra cuenta' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
