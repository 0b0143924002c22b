import { fakeBackend } from '@/test/fake-backend';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type BackendPort, type Role, type TotpFactor } from '@/backend/port';
import { TwoStepSection } from './two-step-section';
import { DataWrapper } from '@/test/data-wrapper';
import { findToast } from '@/test/toasts';

type Mfa = BackendPort['auth']['mfa'];

const ENROLLMENT = {
  factorId: 'f1',
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Punto%20Legal:ana%40ejemplo.cl?secret=JBSWY3DPEHPK3PXP&issuer=Punto%20Legal&algorithm=SHA1&digits=6&period=30',
};
/** Confirmed at 23:30 of 23 November in Santiago: already the 24th in UTC. */
const FACTOR: TotpFactor = { id: 'f1', nombre: 'App', createdAt: '2026-11-24T02:30:00Z' };

const refuse = (name: string) => () => Promise.reject(new Error(`${name} no debería usarse`));

/**
 * An account's factors held as the backend would: confirming adds the factor, turning it off
 * removes it, so the section shows what it reads again after each change.
 */
function fakeMfa(initial: TotpFactor[], given: Partial<Mfa> = {}) {
  let factors = initial;
  const mfa = {
    factors: vi.fn<Mfa['factors']>(() => Promise.resolve(factors)),
    enroll: vi.fn<Mfa['enroll']>(() => Promise.resolve(ENROLLMENT)),
    confirmEnrollment: vi.fn<Mfa['confirmEnrollment']>(() => {
      factors = [FACTOR];
      return Promise.resolve();
    }),
    unenroll: vi.fn<Mfa['unenroll']>(() => {
      factors = [];
      return Promise.resolve();
    }),
    assurance: refuse('assurance'),
    verify: refuse('verify'),
    resetFor: refuse('resetFor'),
    ...given,
  };
  return mfa;
}

function renderSection(mfa: Mfa, role: Role | null = 'cliente') {
  render(
    <DataWrapper backend={fakeBackend({ auth: { mfa } })}>
      <TwoStepSection userId="u1" role={role} />
    </DataWrapper>,
  );
  return userEvent.setup();
}

const codeField = () => screen.getByLabelText('Código de 6 dígitos');

async function startSetup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }),
  );
  await screen.findByRole('img', { name: 'Código QR para tu aplicación de autenticación' });
}

describe('TwoStepSection', () => {
  it('explains two-step verification while it is off', async () => {
    renderSection(fakeMfa([]));
    expect(
      await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }),
    ).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    expect(
      screen.getByText(/Google Authenticator, Microsoft Authenticator o 1Password/),
    ).toBeVisible();
    expect(screen.queryByText(/Activada el/)).toBeNull();
  });

  it('sets up the app: QR code, the key in blocks of 4 to copy, and a code field', async () => {
    const mfa = fakeMfa([]);
    const user = renderSection(mfa);
    await startSetup(user);

    expect(mfa.enroll).toHaveBeenCalledOnce();
    expect(
      screen.getByRole('heading', { name: 'Configura tu aplicación de autenticación' }),
    ).toHaveFocus();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');

    await user.click(screen.getByRole('button', { name: 'Copiar clave' }));
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByText('Clave copiada al portapapeles.')).toBeVisible();
  });

  it('refuses an incomplete code in Spanish without asking the backend', async () => {
    const mfa = fakeMfa([]);
    const user = renderSection(mfa);
    await startSetup(user);
    await user.type(codeField(), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirmar y activar' }));

    expect(await screen.findByText('Ingresa los 6 dígitos del código')).toBeVisible();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveFocus();
    expect(mfa.confirmEnrollment).not.toHaveBeenCalled();
  });

  it('confirms a code typed with a space, then shows it on', async () => {
    const mfa = fakeMfa([]);
    const user = renderSection(mfa);
    await startSetup(user);
    await user.type(codeField(), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirmar y activar' }));

    await findToast('Verificación en dos pasos activada', 'exito');
    expect(mfa.confirmEnrollment).toHaveBeenCalledExactlyOnceWith('f1', '123456');
    expect(screen.getByText(/Activada/).parentElement).toHaveTextContent(
      'Activada el 23 de noviembre de 2026.',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Desactivar' })).toBeVisible();
    expect(mfa.factors).toHaveBeenCalledTimes(2);
  });

  it("shows the backend's refusal and keeps the code typed", async () => {
    const mfa = fakeMfa([], {
      confirmEnrollment: vi.fn<Mfa['confirmEnrollment']>(() =>
        Promise.reject(new BackendError('El código no es válido.', 'codigo_invalido')),
      ),
    });
    const user = renderSection(mfa);
    await startSetup(user);
    await user.type(codeField(), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirmar y activar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es válido.');
    expect(codeField()).toHaveValue('123 456');
    expect(screen.getByRole('img', { name: /Código QR/ })).toBeVisible();
    expect(screen.queryByText(/Activada el/)).toBeNull();
  });

  it('abandons the setup on cancel', async () => {
    const mfa = fakeMfa([]);
    const user = renderSection(mfa);
    await startSetup(user);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Activar verificación en dos pasos' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toHaveFocus();
    expect(mfa.confirmEnrollment).not.toHaveBeenCalled();
  });

  it('shows why the setup could not start', async () => {
    const mfa = fakeMfa([], {
      enroll: vi.fn<Mfa['enroll']>(() =>
        Promise.reject(
          new BackendError('Ya tienes una aplicación configurada.', 'factor_existente'),
        ),
      ),
    });
    const user = renderSection(mfa);
    await user.click(
      await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya tienes una aplicación configurada.',
    );
  });

  it('turns it off with a current code', async () => {
    const mfa = fakeMfa([FACTOR]);
    const user = renderSection(mfa);
    expect(await screen.findByText(/Activada/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    const form = screen.getByRole('form', { name: 'Desactivar la verificación en dos pasos' });
    expect(codeField()).toHaveFocus();
    await user.type(codeField(), '654321');
    await user.click(within(form).getByRole('button', { name: 'Desactivar' }));

    await findToast('Verificación en dos pasos desactivada', 'exito');
    expect(mfa.unenroll).toHaveBeenCalledExactlyOnceWith('f1', '654321');
    expect(screen.getByRole('button', { name: 'Activar verificación en dos pasos' })).toBeVisible();
  });

  it('keeps it on, and the code, when turning off is refused; cancel closes the form', async () => {
    const mfa = fakeMfa([FACTOR], {
      unenroll: vi.fn<Mfa['unenroll']>(() =>
        Promise.reject(new BackendError('Espera el siguiente código.', 'espera_codigo')),
      ),
    });
    const user = renderSection(mfa);
    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    await user.type(codeField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Espera el siguiente código.');
    expect(codeField()).toHaveValue('654321');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText('Código de 6 dígitos')).toBeNull();
    expect(screen.getByRole('button', { name: 'Desactivar' })).toHaveFocus();
    expect(screen.getByText(/Activada/)).toBeVisible();
  });

  it.each<[Role | null, boolean]>([
    ['admin', true],
    ['abogado', true],
    ['cliente', false],
    [null, false],
  ])('tells staff what it means for the panel (role %s: %s)', async (role, told) => {
    renderSection(fakeMfa([]), role);
    await screen.findByRole('button', { name: 'Activar verificación en dos pasos' });
    const note = screen.queryByText(/Las cuentas del equipo la necesitan para usar el panel/);
    if (told) expect(note).toHaveTextContent('pierdes el acceso al panel');
    else expect(note).toBeNull();
  });

  it('offers to retry when the factors cannot be read', async () => {
    const factors = vi
      .fn<Mfa['factors']>()
      .mockRejectedValueOnce(new BackendError('Sin conexión'))
      .mockResolvedValue([FACTOR]);
    const user = renderSection(fakeMfa([], { factors }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos consultar tu verificación en dos pasos.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/Activada/)).toBeVisible();
  });
});
