import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BackendError, type ContactMessage } from '@/backend/port';
import { fakeBackend } from '@/test/fake-backend';
import { resetBackendStarts } from '@/test/backend-starter';
import { readDraft, writeDraft } from '@/components/forms/form-draft';
import { CONTACT_FORM_ID } from '@/components/forms/form-draft';
import ContactForm from './contact-form';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

function renderForm(url = '/contacto') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ContactForm />
    </MemoryRouter>,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre completo'), 'Ana Pérez');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.cl');
  await user.selectOptions(screen.getByLabelText('Tema de tu consulta'), 'Derecho laboral');
  await user.type(screen.getByLabelText('Mensaje'), 'Me despidieron sin aviso previo.');
}

describe('ContactForm', () => {
  it('shows who collects the data and why, beside the fields', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Formulario de contacto' });
    expect(form).toHaveTextContent(/los trata Punto Legal .* para responder su mensaje/);
    expect(
      screen.getByRole('link', {
        name: new RegExp(`Política de privacidad \\(v${PRIVACY_POLICY_VERSION.version}\\)`),
      }),
    ).toBeVisible();
  });

  it('shows each error in Spanish on its field and focuses the first', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const nombre = screen.getByLabelText('Nombre completo');
    expect(await screen.findByText('Ingresa tu nombre')).toBeInTheDocument();
    expect(nombre).toHaveAttribute('aria-invalid', 'true');
    expect(nombre).toHaveFocus();
    expect(screen.getByText('Elige el tema de tu consulta')).toBeInTheDocument();
  });

  it('stores the message, confirms what happens next and forgets the draft', async () => {
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
    renderForm();
    await fillIn(user);
    expect(readDraft(CONTACT_FORM_ID)).toMatchObject({ nombre: 'Ana Pérez' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('heading', { name: 'Recibimos tu mensaje' })).toHaveFocus();
    expect(screen.getByText(/dentro de 24 horas hábiles/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        nombre: 'Ana Pérez',
        email: 'ana@ejemplo.cl',
        telefono: undefined,
        servicio: 'Derecho laboral',
        mensaje: 'Me despidieron sin aviso previo.',
        avisoVersion: PRIVACY_POLICY_VERSION.version,
      },
    ]);
    expect(readDraft(CONTACT_FORM_ID)).toBeUndefined();
  });

  it('explains a refusal and keeps what was typed', async () => {
    resetBackendStarts(
      fakeBackend({
        contact: {
          send: () => Promise.reject(new BackendError('x', 'limite_mensajes')),
        },
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Ya recibimos varios mensajes/);
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Me despidieron sin aviso previo.');
  });

  it('puts a refused address on its field', async () => {
    resetBackendStarts(
      fakeBackend({
        contact: { send: () => Promise.reject(new BackendError('x', 'email_invalido')) },
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('restores the draft of this tab, and preselects the service of the link', async () => {
    writeDraft(CONTACT_FORM_ID, { nombre: 'Ana Pérez', mensaje: 'Texto guardado' });
    renderForm('/contacto?servicio=derecho-de-familia');
    await waitFor(() => expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana Pérez'));
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Texto guardado');
    expect(screen.getByLabelText('Tema de tu consulta')).toHaveValue('Derecho de familia');
  });
});
