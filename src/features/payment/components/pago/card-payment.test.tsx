import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import { BackendError, type BackendPort, type CardRedirect } from '@/backend/port';
import { BackendProvider } from '@/components/auth/backend-context';
import { fakeBackend } from '@/test/fake-backend';
import { CardPayment } from './card-payment';

const RESERVA_ID = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';

const REDIRECT: CardRedirect = {
  url: 'https://webpay3gint.transbank.cl/webpayserver/initTransaction',
  token: '01ab23cd45ef',
  ordenCompra: 'PL-5F0C6A52-1',
};

const startCard = vi.fn<BackendPort['pagos']['startCard']>();
let submit: MockInstance<HTMLFormElement['submit']>;

beforeEach(() => {
  startCard.mockReset().mockResolvedValue(REDIRECT);
  // jsdom does not navigate: the post to Webpay is where the test stops.
  submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});

function renderCard(backend: BackendPort | null = fakeBackend({ pagos: { startCard } })) {
  render(
    <BackendProvider backend={backend}>
      <CardPayment reservaId={RESERVA_ID} price={35000} />
    </BackendProvider>,
  );
  return userEvent.setup();
}

const payButton = () => screen.getByRole('button', { name: 'Pagar $35.000 con Webpay' });

describe('CardPayment', () => {
  it('offers to pay the price with Webpay, with the test card in the demo', () => {
    renderCard();

    expect(screen.getByRole('region', { name: 'Pago con tarjeta' })).toHaveTextContent(
      'para pagar $35.000 con tarjeta',
    );
    expect(payButton()).toBeEnabled();
    expect(screen.getByText(/VISA 4051 8856 0044 6623/)).toBeInTheDocument();
    expect(startCard).not.toHaveBeenCalled();
  });

  it('does not show the test card against the real Transbank', () => {
    renderCard(fakeBackend({ mode: 'supabase', pagos: { startCard } }));
    expect(screen.queryByText(/4051 8856 0044 6623/)).not.toBeInTheDocument();
  });

  it('cannot pay before the backend is there', () => {
    renderCard(null);
    expect(payButton()).toBeDisabled();
  });

  it("starts the booking's card payment and posts the token to Webpay's form", async () => {
    const user = renderCard();

    await user.click(payButton());

    expect(startCard).toHaveBeenCalledExactlyOnceWith(RESERVA_ID);
    // The form is posted once the payment's answer arrives, a moment after the click.
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.contexts[0];
    if (!(form instanceof HTMLFormElement)) throw new Error('No se envió un formulario');
    expect(form.method).toBe('post');
    expect(form.action).toBe(REDIRECT.url);
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toEqual({ token_ws: REDIRECT.token });
    // Leaving for Webpay: no second payment can be started meanwhile.
    expect(screen.getByRole('button', { name: 'Conectando con Webpay...' })).toBeDisabled();
  });

  it('says it is connecting while the payment starts', async () => {
    let answer: (redirect: CardRedirect) => void = () => undefined;
    startCard.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const user = renderCard();

    await user.click(payButton());

    expect(screen.getByRole('button', { name: 'Conectando con Webpay...' })).toBeDisabled();
    expect(submit).not.toHaveBeenCalled();
    await act(async () => {
      answer(REDIRECT);
      await Promise.resolve();
    });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('shows why the payment could not start, and lets the client try again', async () => {
    startCard.mockRejectedValueOnce(
      new BackendError('Webpay no está disponible en este momento.', 'webpay_no_disponible'),
    );
    const user = renderCard();

    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Webpay no está disponible en este momento.',
    );
    expect(payButton()).toBeEnabled();
    expect(submit).not.toHaveBeenCalled();

    await user.click(payButton());

    // The second start resolves after the click returns: wait for the form's submit, as the
    // first test does (on a busy machine it comes a few ticks later).
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(startCard).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
