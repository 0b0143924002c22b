import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type NewsletterSubscription } from '@/backend/port';
import { setHumanCheckSolver, withHumanCheck } from '@/backend/human-check';
import { showHumanCheck } from '@/components/human-check/show-human-check';
import { STAND_IN_TOKEN_URL } from '@/components/human-check/stand-in-widget';
import { backends, resetBackendStarts } from '@/test/backend-starter';
import { fakeBackend } from '@/test/fake-backend';
import { NewsletterBox } from './newsletter-box';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

function answering(
  subscribe: (email: string, avisoVersion: string) => Promise<NewsletterSubscription>,
) {
  resetBackendStarts(fakeBackend({ newsletter: { subscribe } }));
}

const OPT_IN = /Quiero recibir novedades legales de Punto Legal por correo/;
const TOKEN = '0b7c8f1e-3a52-4d7e-9a61-5f2d0c4b9e11';

async function subscribe(email: string, { consent = true } = {}) {
  const user = userEvent.setup();
  render(<NewsletterBox />);
  await user.type(screen.getByLabelText('Correo para el boletín'), email);
  if (consent) await user.click(screen.getByRole('checkbox', { name: OPT_IN }));
  await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
}

describe('NewsletterBox', () => {
  it('subscribes a new address with the notice version shown, and gives its unsubscribe link', async () => {
    const received: string[][] = [];
    answering((email, avisoVersion) => {
      received.push([email, avisoVersion]);
      return Promise.resolve({ result: 'suscrito', tokenBaja: TOKEN });
    });
    await subscribe(' lectora@ejemplo.cl ');
    expect(await screen.findByText(/Te suscribiste/)).toBeVisible();
    expect(received).toEqual([['lectora@ejemplo.cl', PRIVACY_POLICY_VERSION.version]]);
    expect(screen.getByLabelText('Correo para el boletín')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: OPT_IN })).not.toBeChecked();
    expect(screen.getByText(/Puedes darte de baja cuando quieras/)).toBeVisible();
    expect(screen.getByRole('link', { name: /newsletter\/baja/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/newsletter/baja?token=${TOKEN}`,
    );
  });

  it('shows the collection notice and an unticked opt-in', () => {
    render(<NewsletterBox />);
    expect(screen.getByRole('checkbox', { name: OPT_IN })).not.toBeChecked();
    expect(screen.getByText(/enviarle novedades legales, solo si usted lo pide/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Política de privacidad/ })).toHaveAttribute(
      'href',
      '/privacidad',
    );
  });

  it('sends nothing without the opt-in, and says why', async () => {
    answering(() => Promise.reject(new Error('no debería llamarse')));
    await subscribe('lectora@ejemplo.cl', { consent: false });
    expect(await screen.findByText(/marca la casilla/)).toBeVisible();
    const box = screen.getByRole('checkbox', { name: OPT_IN });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Correo para el boletín')).toHaveValue('lectora@ejemplo.cl');
    expect(backends.starts).toBe(0);
  });

  it('says so when the address was already subscribed', async () => {
    answering(() => Promise.resolve({ result: 'ya_suscrito', tokenBaja: null }));
    await subscribe('lectora@ejemplo.cl');
    expect(await screen.findByText(/ya estaba suscrito/)).toBeVisible();
    expect(screen.queryByText(/Puedes darte de baja cuando quieras/)).toBeNull();
  });

  it('refuses an invalid address without starting the backend', async () => {
    answering(() => Promise.reject(new Error('no debería llamarse')));
    await subscribe('no-es-correo');
    const input = screen.getByLabelText('Correo para el boletín');
    expect(await screen.findByText(/Ingresa un correo válido/)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('no-es-correo');
    expect(backends.starts).toBe(0);
  });

  it('shows the server refusing an address', async () => {
    answering(() => Promise.reject(new BackendError('x', 'email_invalido')));
    await subscribe('lectora@ejemplo.cl');
    expect(await screen.findByText(/Ingresa un correo válido/)).toBeVisible();
    expect(screen.getByLabelText('Correo para el boletín')).toHaveValue('lectora@ejemplo.cl');
  });

  it('explains the rate limit and keeps the address', async () => {
    answering(() => Promise.reject(new BackendError('x', 'limite_global')));
    await subscribe('lectora@ejemplo.cl');
    expect(await screen.findByText(/muchas suscripciones/)).toBeVisible();
    expect(screen.getByLabelText('Correo para el boletín')).toHaveValue('lectora@ejemplo.cl');
  });
});

describe('NewsletterBox when the site asks for a person', () => {
  const PASS = '9'.repeat(64);

  /**
   * A backend that wants a person, as the adapters handle it: the refused call is repeated with
   * the pass the real dialog obtained (the stand-in's token, exchanged for PASS).
   */
  function wantingAPerson() {
    const calls: (string | null)[] = [];
    const subscribe = () =>
      withHumanCheck(
        (pass) => {
          calls.push(pass);
          return pass === PASS
            ? Promise.resolve<NewsletterSubscription>({ result: 'suscrito', tokenBaja: TOKEN })
            : Promise.reject(
                new BackendError(
                  'Confirma que eres una persona para continuar.',
                  'verificacion_humana',
                ),
              );
        },
        (token) => Promise.resolve(token === 'token-del-sustituto' ? PASS : 'otro'),
      );
    answering(subscribe);
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            token: input === STAND_IN_TOKEN_URL ? 'token-del-sustituto' : null,
          }),
        ),
      ),
    );
    return calls;
  }

  let unregister: () => void;
  beforeEach(() => {
    unregister = setHumanCheckSolver(showHumanCheck);
  });
  afterEach(() => unregister());

  it('keeps the address and the opt-in when the person cancels the check', async () => {
    const calls = wantingAPerson();
    const user = userEvent.setup();
    await subscribe('lectora@ejemplo.cl');
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText(/confirma que eres una persona: vuelve a pulsar/)).toBeVisible();
    expect(screen.getByLabelText('Correo para el boletín')).toHaveValue('lectora@ejemplo.cl');
    expect(screen.getByRole('checkbox', { name: OPT_IN })).toBeChecked();
    expect(calls).toEqual([null]);
  });

  it('subscribes once the person confirms, repeating the same request with the pass', async () => {
    const calls = wantingAPerson();
    const user = userEvent.setup();
    await subscribe('lectora@ejemplo.cl');
    await user.click(await screen.findByRole('button', { name: 'Confirmo que soy una persona' }));
    expect(await screen.findByText(/Te suscribiste/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([null, PASS]);
  });
});

describe('NewsletterBox taking over from the static box', () => {
  it('keeps a ticked opt-in', () => {
    render(<NewsletterBox carried={{ values: { email: 'a@b.cl', consiento: 'true' } }} />);
    expect(screen.getByRole('checkbox', { name: OPT_IN })).toBeChecked();
  });

  it('keeps what was typed and the focus in the e-mail field', () => {
    render(
      <NewsletterBox
        carried={{ values: { email: 'lec@ejemplo' }, focus: { name: 'email', start: 3, end: 3 } }}
      />,
    );
    const input = screen.getByLabelText('Correo para el boletín');
    expect(input).toHaveValue('lec@ejemplo');
    expect(input).toHaveFocus();
  });
});
