import { render as renderInPage, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BackendError, type BackendPort } from '@/backend/port';
import type { NewRightsRequest } from '@/backend/rights-requests-port';
import { BackendProvider } from '@/components/auth/backend-context';
import { fakeBackend } from '@/test/fake-backend';
import { RightsRequestForm } from './rights-request-form';

/** The form as its page shows it: once the backend has started, provided to it from above. */
function renderForm(backend: BackendPort) {
  return render(
    <BackendProvider backend={backend}>
      <RightsRequestForm />
    </BackendProvider>,
  );
}

const receipt = {
  codigo: 'SD-1A2B3C4D',
  derecho: 'supresion' as const,
  recibidaEn: '2026-12-01T15:00:00Z',
  venceEn: '2026-12-31',
};

type User = ReturnType<typeof userEvent.setup>;

/** Where the acknowledgement's link leads: the path, and the navigation state it carries. */
function StatusPageProbe() {
  const location = useLocation();
  return (
    <p data-testid="status-page">
      {location.pathname + location.search} {JSON.stringify(location.state)}
    </p>
  );
}

/** The form on its page, in a router (the acknowledgement links to the status page). */
const render = (form: ReactElement) =>
  renderInPage(
    <MemoryRouter initialEntries={['/privacidad/solicitud']}>
      <Routes>
        <Route path="/privacidad/solicitud" element={form} />
        <Route path="/privacidad/solicitud/estado" element={<StatusPageProbe />} />
      </Routes>
    </MemoryRouter>,
  );

/** Pastes rather than types: the same events for the form, a fraction of the time. */
async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillCommon(user: User) {
  await user.click(screen.getByRole('radio', { name: /Supresión/ }));
  await enter(user, 'Nombre', 'Ana Pérez');
  await enter(user, 'Correo electrónico', 'ana@ejemplo.cl');
  await enter(user, '¿A qué datos o trato se refiere?', 'Mi reserva del 3 de diciembre.');
}

// The machines running the suite may be busy: a form filled by events takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

describe('RightsRequestForm', () => {
  it('files a request with the e-mailed code and acknowledges it with the due date', async () => {
    const user = userEvent.setup();
    const file = vi.fn<(request: NewRightsRequest) => Promise<typeof receipt>>(() =>
      Promise.resolve(receipt),
    );
    renderForm(fakeBackend({ solicitudes: { file } }));
    await fillCommon(user);
    await enter(user, 'Código de 6 dígitos', '048213');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    expect(
      await screen.findByRole('heading', { name: /Recibimos tu solicitud N° SD-1A2B3C4D/ }),
    ).toHaveFocus();
    expect(screen.getByText(/31 de diciembre de 2026/)).toBeInTheDocument();
    expect(file).toHaveBeenCalledWith({
      derecho: 'supresion',
      nombre: 'Ana Pérez',
      email: 'ana@ejemplo.cl',
      detalle: 'Mi reserva del 3 de diciembre.',
      codigo: '048213',
    });

    // The link to follow it carries the number in the URL and the e-mail only in the state.
    await user.click(screen.getByRole('link', { name: 'Consultar el estado de tu solicitud' }));
    expect(screen.getByTestId('status-page')).toHaveTextContent(
      '/privacidad/solicitud/estado?codigo=SD-1A2B3C4D {"email":"ana@ejemplo.cl"}',
    );
  });

  it('asks for the e-mailed code, shows it in demo mode, and keeps what was typed on a refusal', async () => {
    const user = userEvent.setup();
    const requestCode = vi.fn(() => Promise.resolve({ demoCode: '123456' }));
    const file = vi.fn(() =>
      Promise.reject(new BackendError('El código no es correcto.', 'codigo_invalido')),
    );
    renderForm(fakeBackend({ solicitudes: { requestCode, file } }));
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    expect(requestCode).toHaveBeenCalledWith('ana@ejemplo.cl');
    expect(await screen.findByText(/Modo demostración/)).toHaveTextContent('123456');
    await enter(user, 'Código de 6 dígitos', '654321');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto.');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Pérez');
    expect(screen.getByLabelText('Código de 6 dígitos')).toHaveValue('654321');
  });

  it('offers no other proof than the e-mailed code, and does not send without it', async () => {
    const user = userEvent.setup();
    const file = vi.fn();
    renderForm(fakeBackend({ solicitudes: { file } }));
    expect(screen.queryByLabelText(/Código de reserva/)).toBeNull();
    expect(screen.queryByRole('radio', { name: /reserva/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText('Ingresa el código de 6 dígitos que te enviamos por correo'),
    ).toBeInTheDocument();
    expect(screen.getByText(/al menos 10 caracteres/)).toBeInTheDocument();
    expect(file).not.toHaveBeenCalled();
  });

  it('on a hosted site e-mails the code: the page says where it went and never shows it', async () => {
    const user = userEvent.setup();
    const requestCode = vi.fn(() => Promise.resolve({}));
    const file = vi.fn(() => Promise.resolve(receipt));
    renderForm(fakeBackend({ mode: 'supabase', solicitudes: { requestCode, file } }));
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    expect(requestCode).toHaveBeenCalledWith('ana@ejemplo.cl');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Enviamos un código de 6 dígitos a ana@ejemplo\.cl\. Vale por 15 minutos y una sola vez\. Si no llega, revisa la carpeta de spam o escríbenos a contacto@puntolegal\.cl/,
    );
    expect(screen.queryByText(/Modo demostración/)).toBeNull();
    expect(screen.getByLabelText('Código de 6 dígitos')).toHaveFocus();
    await user.paste('048213');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('heading', { name: /Recibimos tu solicitud/ })).toBeVisible();
    expect(file).toHaveBeenCalledWith(expect.objectContaining({ codigo: '048213' }));
  });

  it('keeps what was typed when the code could not be sent, with the reason', async () => {
    const user = userEvent.setup();
    const requestCode = vi.fn(() =>
      Promise.reject(
        new BackendError(
          'Ya enviamos 3 códigos a este correo en la última hora.',
          'limite_codigos',
        ),
      ),
    );
    renderForm(fakeBackend({ mode: 'supabase', solicitudes: { requestCode } }));
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya enviamos 3 códigos');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Pérez');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@ejemplo.cl');
  });
});
