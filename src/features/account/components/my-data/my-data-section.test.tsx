import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BackendError, type BackendPort, type ErasureReport, type Profile } from '@/backend/port';
import { fakeBackend } from '@/test/fake-backend';
import { ErasedAccountGate, showErasureReport } from './erasure-report';
import { MyDataSection } from './my-data-section';
import { DataWrapper } from '@/test/data-wrapper';
import { findToast } from '@/test/toasts';

type MyData = BackendPort['misDatos'];

const PROFILE: Profile = {
  id: 'p1',
  userId: 'u1',
  nombre: 'Lucía Fuentes',
  email: 'lucia@ejemplo.cl',
  telefono: null,
  role: 'cliente',
  isActive: true,
  createdAt: '2026-12-01T10:00:00Z',
};

const REPORT: ErasureReport = {
  fecha: '2026-12-02T10:00:00Z',
  eliminados: [
    { tabla: 'usuarios', id: 'u1' },
    { tabla: 'profiles', id: 'p1' },
  ],
  anonimizados: [
    { id: 'r2', codigo: 'BBBB2222', fecha: '2026-06-01', servicio: 'Consulta Gratis' },
  ],
  bloqueados: [
    {
      id: 'r1',
      codigo: 'AAAA1111',
      fecha: '2026-12-07',
      servicio: 'Consulta Laboral',
      hasta: '2032-12-07',
      motivos: [
        {
          codigo: 'registro_contable',
          texto: 'Registro contable de un pago.',
          hasta: '2032-12-07',
        },
      ],
      conserva: ['nombre', 'documento', 'monto', 'fecha', 'plan'],
    },
  ],
};

function renderSection(misDatos: Partial<MyData>) {
  render(
    <MemoryRouter>
      <DataWrapper backend={fakeBackend({ misDatos })}>
        <ErasedAccountGate>
          <MyDataSection email="lucia@ejemplo.cl" profile={PROFILE} />
        </ErasedAccountGate>
      </DataWrapper>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => {
  act(() => showErasureReport(null));
});

describe('MyDataSection', () => {
  it('refuses an invalid name and phone in Spanish, keeping what was typed', async () => {
    const updateProfile = vi.fn<MyData['updateProfile']>();
    const user = renderSection({ updateProfile });
    const form = screen.getByRole('form', { name: 'Corregir mis datos' });
    await user.clear(within(form).getByLabelText('Nombre'));
    await user.type(within(form).getByLabelText('Nombre'), 'L4');
    await user.type(within(form).getByLabelText('Teléfono (opcional)'), '123');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(form).getByText(/sin números ni símbolos/)).toBeVisible();
    expect(within(form).getByText(/de 8 a 15 dígitos/)).toBeVisible();
    expect(within(form).getByLabelText('Nombre')).toHaveValue('L4');
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('saves a corrected name and phone', async () => {
    const updateProfile = vi.fn<MyData['updateProfile']>(() =>
      Promise.resolve({ ...PROFILE, nombre: 'Lucía Rojas' }),
    );
    const user = renderSection({ updateProfile });
    const form = screen.getByRole('form', { name: 'Corregir mis datos' });
    await user.clear(within(form).getByLabelText('Nombre'));
    await user.type(within(form).getByLabelText('Nombre'), 'Lucía Rojas');
    await user.type(within(form).getByLabelText('Teléfono (opcional)'), '+56 9 1234 5678');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await findToast('Guardamos tus datos.', 'exito');
    expect(updateProfile).toHaveBeenCalledExactlyOnceWith({
      nombre: 'Lucía Rojas',
      telefono: '+56 9 1234 5678',
    });
  });

  it('shows the confirmation link of an address change in demo mode', async () => {
    const changeEmail = vi.fn<MyData['changeEmail']>(() =>
      Promise.resolve({ demoLink: 'http://localhost/auth?code=abc' }),
    );
    const user = renderSection({ changeEmail });
    const form = screen.getByRole('form', { name: 'Cambiar mi correo' });
    await user.type(within(form).getByLabelText('Correo nuevo'), 'lucia@ejemplo.cl');
    await user.click(within(form).getByRole('button', { name: 'Cambiar correo' }));
    expect(within(form).getByText('Ese ya es tu correo.')).toBeVisible();
    await user.clear(within(form).getByLabelText('Correo nuevo'));
    await user.type(within(form).getByLabelText('Correo nuevo'), 'nueva@ejemplo.cl');
    await user.click(within(form).getByRole('button', { name: 'Cambiar correo' }));
    expect(
      await within(form).findByRole('link', { name: 'http://localhost/auth?code=abc' }),
    ).toBeVisible();
    expect(changeEmail).toHaveBeenCalledWith('nueva@ejemplo.cl', expect.stringContaining('/auth'));
  });

  it('deletes the account only after the typed confirmation, then shows what is kept and why', async () => {
    const deleteAccount = vi.fn<MyData['deleteAccount']>(() => Promise.resolve(REPORT));
    const user = renderSection({ deleteAccount });
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar tu cuenta y tus datos?' });
    expect(dialog).toHaveTextContent('6 años');
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar definitivamente' });
    await user.type(within(dialog).getByLabelText('Para confirmar, escribe ELIMINAR'), 'eliminar');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Para confirmar, escribe ELIMINAR'));
    await user.type(within(dialog).getByLabelText('Para confirmar, escribe ELIMINAR'), 'ELIMINAR');
    await user.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Tu cuenta fue eliminada' })).toBeVisible();
    expect(deleteAccount).toHaveBeenCalledOnce();
    expect(screen.getByText('Reserva BBBB2222: Consulta Gratis, 1 de junio de 2026')).toBeVisible();
    expect(screen.getByText('Bloqueada hasta el 7 de diciembre de 2032.')).toBeVisible();
    expect(screen.getByText('Se conserva: nombre, documento, monto, fecha, plan.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Mis datos' })).not.toBeInTheDocument();
  });

  it('says why the account could not be deleted, and keeps the dialog', async () => {
    const deleteAccount = vi.fn<MyData['deleteAccount']>(() =>
      Promise.reject(
        new BackendError('Debe quedar al menos un administrador activo', 'ultimo_admin'),
      ),
    );
    const user = renderSection({ deleteAccount });
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Para confirmar, escribe ELIMINAR'), 'ELIMINAR');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Debe quedar al menos un administrador activo',
    );
  });
});
