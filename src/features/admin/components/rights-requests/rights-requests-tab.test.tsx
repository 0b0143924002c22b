import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RightsRequest } from '@/backend/rights-requests-port';
import { COMPLAINT_NOTICE } from '@/lib/privacy/request-deadlines';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend } from '@/test/fake-backend';
import { RightsRequestsTab } from './rights-requests-tab';

// Monday 23 November 2026, 09:00 in Santiago.
const NOW = new Date('2026-11-23T12:00:00Z');
vi.setConfig({ testTimeout: 20_000 });

function aRequest(change: Partial<RightsRequest> = {}): RightsRequest {
  return {
    id: 'sol-1',
    codigo: 'SD-0000000A',
    derecho: 'supresion',
    email: 'ana@ejemplo.cl',
    nombre: 'Ana Pérez',
    detalle: 'Mi reserva del 3 de diciembre.',
    verificadaPor: 'codigo_email',
    reservaId: null,
    recibidaEn: '2026-11-20T15:00:00Z',
    venceEn: '2026-12-20',
    prorrogaHasta: null,
    prorrogaMotivo: null,
    plazo: '2026-12-20',
    estado: 'recibida',
    respuesta: null,
    motivoRechazo: null,
    respondidaEn: null,
    respondidaPorEmail: null,
    resultado: null,
    ...change,
  };
}

const overdue = aRequest({
  id: 'sol-0',
  codigo: 'SD-0000000B',
  derecho: 'acceso',
  venceEn: '2026-11-20',
  plazo: '2026-11-20',
  estado: 'en_curso',
});

function renderTab(admin: Partial<ReturnType<typeof fakeBackend>['solicitudes']['admin']>) {
  return render(
    <DataWrapper backend={fakeBackend({ solicitudes: { admin: admin as never } })}>
      <RightsRequestsTab />
    </DataWrapper>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RightsRequestsTab', () => {
  it('lists by due date with the days left, highlights an overdue one, filters by status', async () => {
    const list = vi.fn((estado?: string) =>
      Promise.resolve(
        estado ? [overdue, aRequest()].filter((r) => r.estado === estado) : [overdue, aRequest()],
      ),
    );
    const user = userEvent.setup();
    renderTab({ list });
    const late = await screen.findByRole('article', { name: 'Solicitud SD-0000000B' });
    expect(late).toHaveTextContent('Vencida hace 3 días');
    expect(late.className).toMatch(/border-urgent/);
    expect(screen.getByRole('article', { name: 'Solicitud SD-0000000A' })).toHaveTextContent(
      '20 de diciembre de 2026, quedan 27 días',
    );
    await user.selectOptions(screen.getByLabelText('Estado'), 'recibida');
    expect(list).toHaveBeenLastCalledWith('recibida');
    expect(await screen.findByRole('article', { name: 'Solicitud SD-0000000A' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Solicitud SD-0000000B' })).toBeNull();
  });

  it('opens one, requires a reason to reject, and sends it', async () => {
    let current = aRequest();
    const reject = vi.fn((_id: string, motivo: string) => {
      current = aRequest({
        estado: 'rechazada',
        motivoRechazo: motivo,
        respuesta: `${motivo}\n\n${COMPLAINT_NOTICE}`,
        respondidaEn: '2026-11-23T12:00:00Z',
      });
      return Promise.resolve(current);
    });
    const user = userEvent.setup();
    renderTab({
      list: () => Promise.resolve([current]),
      get: () => Promise.resolve(current),
      reject,
    });
    const row = await screen.findByRole('article', { name: 'Solicitud SD-0000000A' });
    await user.click(within(row).getByRole('button', { name: /Abrir/ }));
    const detail = await screen.findByRole('region', { name: 'Solicitud SD-0000000A' });
    const form = within(detail).getByRole('form', { name: 'Rechazar la solicitud' });
    await user.click(within(form).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(within(form).getByText(/Escribe entre 10 y 2000 caracteres/)).toBeVisible();
    expect(reject).not.toHaveBeenCalled();

    await user.click(within(form).getByLabelText('Motivo del rechazo'));
    await user.paste('Los datos se conservan por obligación tributaria.');
    await user.click(within(form).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(reject).toHaveBeenCalledWith(
      'sol-1',
      'Los datos se conservan por obligación tributaria.',
    );
    expect(await within(detail).findByText(/30 días hábiles/)).toBeVisible();
  });

  it('erases what the address holds without an account, and says an account is its holder’s', async () => {
    const eraseFor = vi.fn(() =>
      Promise.resolve({
        eliminados: [],
        cuenta: {
          existe: true,
          texto:
            'Este correo tiene una cuenta en el sitio. Sus datos no se entregan ni se borran por esta vía.',
        },
      }),
    );
    const user = userEvent.setup();
    renderTab({
      list: () => Promise.resolve([aRequest()]),
      get: () => Promise.resolve(aRequest()),
      eraseFor,
    });
    const row = await screen.findByRole('article', { name: 'Solicitud SD-0000000A' });
    await user.click(within(row).getByRole('button', { name: /Abrir/ }));
    const detail = await screen.findByRole('region', { name: 'Solicitud SD-0000000A' });
    await user.click(within(detail).getByRole('button', { name: 'Ejecutar supresión' }));
    expect(within(detail).getByRole('group', { name: 'Confirmar supresión' })).toHaveTextContent(
      'Una cuenta con este correo no se toca',
    );
    await user.click(within(detail).getByRole('button', { name: 'Confirmar supresión' }));
    expect(eraseFor).toHaveBeenCalledWith('sol-1');
    expect(await within(detail).findByRole('status')).toHaveTextContent(
      'Este correo tiene una cuenta en el sitio',
    );
  });

  it('offers no export or erasure for a request whose address was never proved', async () => {
    const legacy = aRequest({ verificadaPor: 'codigo_reserva' });
    const user = userEvent.setup();
    renderTab({ list: () => Promise.resolve([legacy]), get: () => Promise.resolve(legacy) });
    const row = await screen.findByRole('article', { name: 'Solicitud SD-0000000A' });
    await user.click(within(row).getByRole('button', { name: /Abrir/ }));
    const detail = await screen.findByRole('region', { name: 'Solicitud SD-0000000A' });
    expect(detail).toHaveTextContent('no prueba que el correo sea suyo');
    expect(within(detail).queryByRole('button', { name: /Exportar datos/ })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Ejecutar supresión' })).toBeNull();
  });
});
