import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BackendError, type AuthEvent, type BackendPort, type Session } from '@/backend/port';
import type { RightsRequestPublicStatus } from '@/backend/rights-requests-port';
import { COMPLAINT_NOTICE } from '@/lib/privacy/request-deadlines';
import { fakeBackend } from '@/test/fake-backend';
import RightsRequestStatusPage from './rights-request-status-page';

let backend: BackendPort;
vi.mock('@/backend/get-backend', () => ({
  getBackend: () => Promise.resolve(backend),
  restartBackend: () => Promise.resolve(backend),
}));

const RECEIVED: RightsRequestPublicStatus = {
  codigo: 'SD-1A2B3C4D',
  derecho: 'supresion',
  estado: 'recibida',
  recibidaEn: '2026-12-01T15:00:00Z',
  venceEn: '2026-12-31',
  prorrogaHasta: null,
  prorrogaMotivo: null,
  respondidaEn: null,
  respuestaDisponible: false,
  respuesta: null,
};

type Status = BackendPort['solicitudes']['status'];
type RequestCode = BackendPort['solicitudes']['requestCode'];

/** A visitor without an account, and the request look-up the test gives. */
function anonymousBackend(
  status: Status,
  requestCode: RequestCode = () => Promise.resolve({ demoCode: '482913' }),
): BackendPort {
  return fakeBackend({
    auth: {
      onAuthStateChange: (listener: (event: AuthEvent, session: Session | null) => void) => {
        listener('INITIAL_SESSION', null);
        return () => undefined;
      },
    },
    solicitudes: { status, requestCode },
  });
}

function renderPage(
  status: Status,
  entry: { pathname: string; search?: string; state?: unknown },
  requestCode?: RequestCode,
) {
  backend = anonymousBackend(status, requestCode);
  render(
    <MemoryRouter initialEntries={[entry]}>
      <RightsRequestStatusPage />
    </MemoryRouter>,
  );
}

const PAGE = '/privacidad/solicitud/estado';

async function lookUp(codigo: string, email: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('Número de solicitud'));
  await user.paste(codigo);
  await user.click(screen.getByLabelText('Correo electrónico'));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: 'Consultar estado' }));
}

vi.setConfig({ testTimeout: 20_000 });

describe('RightsRequestStatusPage', () => {
  it('shows a request found by its number (as typed) and the e-mail: right, dates, state', async () => {
    const status = vi.fn<Status>(() => Promise.resolve(RECEIVED));
    renderPage(status, { pathname: PAGE });
    await lookUp(' sd-1a2b3c4d ', 'ana@ejemplo.cl');

    const found = await screen.findByRole('region', { name: 'Solicitud N° SD-1A2B3C4D' });
    expect(status).toHaveBeenCalledWith('SD-1A2B3C4D', 'ana@ejemplo.cl');
    expect(found).toHaveTextContent('Supresión');
    expect(found).toHaveTextContent('Recibida el1 de diciembre de 2026');
    expect(found).toHaveTextContent('EstadoRecibida');
    expect(found).toHaveTextContent(
      'Te responderemos por escrito a más tardar el 31 de diciembre de 2026',
    );
    expect(screen.getByRole('heading', { name: /Solicitud N° SD-1A2B3C4D/ })).toHaveFocus();
  });

  it('prefills the number from the link and the e-mail from the navigation state', async () => {
    const status = vi.fn<Status>(() => Promise.resolve(RECEIVED));
    renderPage(status, {
      pathname: PAGE,
      search: '?codigo=SD-1A2B3C4D',
      state: { email: 'ana@ejemplo.cl' },
    });
    expect(await screen.findByLabelText('Número de solicitud')).toHaveValue('SD-1A2B3C4D');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@ejemplo.cl');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Consultar estado' }));
    expect(status).toHaveBeenCalledWith('SD-1A2B3C4D', 'ana@ejemplo.cl');
  });

  it('shows an extension with its reason, and the answer once the address proves it is theirs', async () => {
    const ANSWERED = {
      ...RECEIVED,
      estado: 'respondida' as const,
      prorrogaHasta: '2027-01-20',
      prorrogaMotivo: 'Debemos revisar el archivo en papel.',
      respondidaEn: '2027-01-10T13:00:00Z',
      respuestaDisponible: true,
    };
    const status = vi.fn<Status>((_codigo, _email, codigoEmail) =>
      Promise.resolve(
        codigoEmail === '482913'
          ? { ...ANSWERED, respuesta: 'Eliminamos tus datos de contacto.' }
          : ANSWERED,
      ),
    );
    const requestCode = vi.fn<RequestCode>(() => Promise.resolve({ demoCode: '482913' }));
    renderPage(status, { pathname: PAGE }, requestCode);
    await lookUp('SD-1A2B3C4D', 'ana@ejemplo.cl');
    const found = await screen.findByRole('region', { name: 'Solicitud N° SD-1A2B3C4D' });
    expect(found).toHaveTextContent('Plazo prorrogado hasta20 de enero de 2027');
    expect(found).toHaveTextContent('Motivo de la prórrogaDebemos revisar el archivo en papel.');
    expect(found).toHaveTextContent('EstadoRespondida');
    expect(found).not.toHaveTextContent('Te responderemos');
    expect(found).not.toHaveTextContent('Eliminamos tus datos de contacto.');

    // The answer may hold the person's data: it needs a code sent to the request's address.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    expect(requestCode).toHaveBeenCalledWith('ana@ejemplo.cl');
    expect(await screen.findByText(/Tu código es/)).toHaveTextContent('482913');
    await user.click(screen.getByLabelText('Código de 6 dígitos'));
    await user.paste('482913');
    await user.click(screen.getByRole('button', { name: 'Ver la respuesta' }));
    const answer = await screen.findByRole('region', { name: /Nuestra respuesta/ });
    expect(status).toHaveBeenLastCalledWith('SD-1A2B3C4D', 'ana@ejemplo.cl', '482913');
    expect(answer).toHaveTextContent('Eliminamos tus datos de contacto.');
    expect(answer).toHaveTextContent('el 10 de enero de 2027');
  });

  it('keeps the code typed and says why when the code is wrong', async () => {
    const status = vi.fn<Status>((_codigo, _email, codigoEmail) =>
      codigoEmail
        ? Promise.reject(
            new BackendError('El código no es correcto o ya venció.', 'codigo_invalido'),
          )
        : Promise.resolve({
            ...RECEIVED,
            estado: 'respondida' as const,
            respuestaDisponible: true,
          }),
    );
    renderPage(status, { pathname: PAGE });
    await lookUp('SD-1A2B3C4D', 'ana@ejemplo.cl');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Código de 6 dígitos'));
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Ver la respuesta' }));
    expect(await screen.findByText('El código no es correcto o ya venció.')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de 6 dígitos')).toHaveValue('111111');
    expect(screen.queryByRole('region', { name: /Nuestra respuesta/ })).toBeNull();
  });

  it('shows a rejection’s reason and the right to complain to the Agencia', async () => {
    renderPage(
      () =>
        Promise.resolve({
          ...RECEIVED,
          estado: 'rechazada' as const,
          respondidaEn: '2026-12-10T13:00:00Z',
          respuesta: `Los datos forman parte de un juicio en curso.\n\n${COMPLAINT_NOTICE}`,
        }),
      { pathname: PAGE },
    );
    await lookUp('SD-1A2B3C4D', 'ana@ejemplo.cl');
    const reason = await screen.findByRole('region', { name: /Motivo del rechazo/ });
    expect(reason).toHaveTextContent('Los datos forman parte de un juicio en curso.');
    expect(screen.getByText(COMPLAINT_NOTICE)).toBeInTheDocument();
    expect(screen.getAllByText(/Agencia de Protección de Datos Personales/)).toHaveLength(1);
    expect(screen.getByText('Rechazada')).toBeInTheDocument();
  });

  it('says the same neutral thing for a wrong number and a wrong e-mail', async () => {
    const status = vi.fn<Status>(() => Promise.resolve(null));
    renderPage(status, { pathname: PAGE });
    await lookUp('SD-FFFFFFFF', 'ana@ejemplo.cl');
    const first = (await screen.findByRole('alert')).textContent;
    expect(first).toMatch(/^No encontramos una solicitud con ese número y ese correo/);
    expect(screen.queryByRole('region', { name: /Solicitud N°/ })).not.toBeInTheDocument();
  });

  it('checks the fields before asking, and shows the database’s refusal', async () => {
    const status = vi.fn<Status>(() =>
      Promise.reject(new BackendError('Demasiadas consultas. Intenta en una hora.')),
    );
    renderPage(status, { pathname: PAGE });
    await lookUp('12345', 'no-es-correo');
    expect(await screen.findByText(/El número tiene la forma SD-/)).toBeInTheDocument();
    expect(screen.getByText(/Correo electrónico inválido/)).toBeInTheDocument();
    expect(status).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Número de solicitud'));
    await user.click(screen.getByLabelText('Número de solicitud'));
    await user.paste('SD-1A2B3C4D');
    await user.clear(screen.getByLabelText('Correo electrónico'));
    await user.click(screen.getByLabelText('Correo electrónico'));
    await user.paste('ana@ejemplo.cl');
    await user.click(screen.getByRole('button', { name: 'Consultar estado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas consultas. Intenta en una hora.',
    );
  });
});
