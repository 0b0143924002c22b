import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type ContactMessage } from '@/backend/port';
import { fakeBackend } from '@/test/fake-backend';
import { resetBackendStarts } from '@/test/backend-starter';
import { readDraft } from '@/components/forms/form-draft';
import { CRIMINAL_CONSULTATION } from './data/criminal-consultation';
import IntakeForm from './intake-form';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    screen.getByLabelText('¿Cuál es tu situación?'),
    'Me citaron a declarar',
  );
  await user.type(screen.getByLabelText('Tribunal o fiscalía (opcional)'), 'Fiscalía Local');
  await user.type(screen.getByLabelText('Cuéntanos qué pasó'), 'Me llegó una citación.');
  await user.type(screen.getByLabelText('Nombre completo'), 'Ana Pérez');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.cl');
}

describe('IntakeForm', () => {
  it('shows who collects the data and why, beside the fields', () => {
    render(<IntakeForm intake={CRIMINAL_CONSULTATION} />);
    expect(screen.getByText(/para responder su mensaje/)).toBeVisible();
  });

  it('asks the required question first', async () => {
    const user = userEvent.setup();
    render(<IntakeForm intake={CRIMINAL_CONSULTATION} />);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud gratuita' }));
    expect(await screen.findByText('Responde esta pregunta')).toBeInTheDocument();
    expect(screen.getByLabelText('¿Cuál es tu situación?')).toHaveFocus();
  });

  it('stores the answers as one message under the review, then says what follows', async () => {
    const sent: ContactMessage[] = [];
    resetBackendStarts(
      fakeBackend({
        contact: {
          send: (message) => {
            sent.push(message);
            return Promise.resolve('m1');
          },
        },
      }),
    );
    const user = userEvent.setup();
    render(<IntakeForm intake={CRIMINAL_CONSULTATION} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud gratuita' }));
    expect(await screen.findByRole('heading', { name: 'Recibimos tu mensaje' })).toBeVisible();
    for (const step of CRIMINAL_CONSULTATION.nextSteps)
      expect(screen.getByText(step)).toBeVisible();
    expect(sent[0]).toMatchObject({
      servicio: 'Consulta gratuita penal',
      nombre: 'Ana Pérez',
      avisoVersion: PRIVACY_POLICY_VERSION.version,
    });
    expect(screen.queryByText(/para responder su mensaje/)).toBeNull();
    expect(sent[0]?.mensaje).toContain('¿Cuál es tu situación?: Me citaron a declarar');
    expect(sent[0]?.mensaje).toContain('Tribunal o fiscalía: Fiscalía Local');
    expect(readDraft(CRIMINAL_CONSULTATION.path)).toBeUndefined();
  });

  it('keeps the answers when the site-wide limit refuses them', async () => {
    resetBackendStarts(
      fakeBackend({
        contact: { send: () => Promise.reject(new BackendError('x', 'limite_global')) },
      }),
    );
    const user = userEvent.setup();
    render(<IntakeForm intake={CRIMINAL_CONSULTATION} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud gratuita' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/muchos mensajes/);
    expect(screen.getByLabelText('Cuéntanos qué pasó')).toHaveValue('Me llegó una citación.');
    expect(readDraft(CRIMINAL_CONSULTATION.path)).toMatchObject({ nombre: 'Ana Pérez' });
  });
});
