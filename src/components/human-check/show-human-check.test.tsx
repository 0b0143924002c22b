import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError } from '@/backend/port';
import { showHumanCheck } from './show-human-check';
import { STAND_IN_TOKEN_URL } from './stand-in-widget';

const PASS = 'd'.repeat(64);

/** The site's server handing the stand-in widget its tokens: token-1, token-2, ... */
function standInTokens() {
  let issued = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    expect(input).toBe(STAND_IN_TOKEN_URL);
    issued += 1;
    return Promise.resolve(
      new Response(JSON.stringify({ token: `token-${String(issued)}` }), { status: 200 }),
    );
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'Confirma que eres una persona' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirmo que soy una persona' });

describe('the human check dialog', () => {
  it('gives the pass for the stand-in’s token, and closes', async () => {
    standInTokens();
    const exchange = vi.fn<(token: string) => Promise<string>>(() => Promise.resolve(PASS));
    const user = userEvent.setup();
    const outcome = showHumanCheck(exchange);
    // The text renders before the dialog opens (showModal runs in an effect, later on a busy
    // machine): wait until it is shown, not only written.
    await waitFor(() => {
      expect(screen.getByText(/en el sitio publicado, este paso lo hace Cloudflare/)).toBeVisible();
    });
    expect(dialog()).toHaveAccessibleDescription(/no se pierde nada de lo que escribiste/);
    await user.click(confirmButton());
    await expect(outcome).resolves.toBe(PASS);
    expect(exchange).toHaveBeenCalledWith('token-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why a token was refused, and lets the person try again', async () => {
    standInTokens();
    const exchange = vi
      .fn<(token: string) => Promise<string>>()
      .mockRejectedValueOnce(
        new BackendError('No pudimos confirmar que eres una persona. Inténtalo de nuevo.'),
      )
      .mockResolvedValueOnce(PASS);
    const user = userEvent.setup();
    const outcome = showHumanCheck(exchange);
    await user.click(await screen.findByRole('button', { name: 'Confirmo que soy una persona' }));
    expect(
      await screen.findByText('No pudimos confirmar que eres una persona. Inténtalo de nuevo.'),
    ).toBeVisible();
    await user.click(confirmButton());
    await expect(outcome).resolves.toBe(PASS);
    expect(exchange.mock.calls).toEqual([['token-1'], ['token-2']]);
  });

  it('resolves with no pass on Escape or Cancelar, and gives the focus back', async () => {
    const fetch = standInTokens();
    const user = userEvent.setup();
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Correo');
    document.body.append(field);
    field.focus();
    const exchange = vi.fn(() => Promise.resolve(PASS));

    const cancelled = showHumanCheck(exchange);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await expect(cancelled).resolves.toBeNull();

    const escaped = showHumanCheck(exchange);
    await screen.findByRole('dialog');
    // jsdom has no modal dialogs: Escape closes a native one, as this does.
    dialog().dispatchEvent(new Event('close'));
    await expect(escaped).resolves.toBeNull();

    await waitFor(() => expect(field).toHaveFocus());
    expect(exchange).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    field.remove();
  });

  it('says so when the stand-in cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
    const user = userEvent.setup();
    const outcome = showHumanCheck(() => Promise.resolve(PASS));
    await user.click(await screen.findByRole('button', { name: 'Confirmo que soy una persona' }));
    expect(await screen.findByText(/La verificación no está disponible/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(outcome).resolves.toBeNull();
  });
});
