import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackendPort } from '@/backend/port';

const getBackend = vi.hoisted(() =>
  vi.fn<() => Promise<BackendPort>>(() => new Promise<BackendPort>(() => undefined)),
);
vi.mock('@/backend/get-backend', () => ({ getBackend }));
vi.mock('./booking-dialog', () => ({
  default: ({ serviceTitle }: { serviceTitle: string }) => (
    <div role="dialog" aria-label="Reserva">
      {serviceTitle}
    </div>
  ),
}));

/** The button on a fresh page: whether the backend was warmed lasts as long as the page. */
async function renderButton() {
  vi.resetModules();
  getBackend.mockClear();
  const { BookingButton } = await import('./booking-button');
  render(
    <BookingButton serviceTitle="Autodespido" plan="laboral">
      Agendar autodespido
    </BookingButton>,
  );
  return screen.getByRole('button', { name: 'Agendar autodespido' });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

describe('BookingButton', () => {
  it('does not start the backend on arrival, nor for a touch', async () => {
    const button = await renderButton();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    await settle();
    expect(getBackend).not.toHaveBeenCalled();
  });

  it('starts it once when a mouse rests on the button, then opens the dialog', async () => {
    const button = await renderButton();
    const user = userEvent.setup();
    await user.hover(button);
    await vi.waitFor(() => {
      expect(getBackend).toHaveBeenCalledTimes(1);
    });
    await user.click(button);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Autodespido');
    await settle();
    expect(getBackend).toHaveBeenCalledTimes(1);
  });

  it('starts it when the button gets the focus', async () => {
    await renderButton();
    await userEvent.setup().tab();
    await vi.waitFor(() => {
      expect(getBackend).toHaveBeenCalledTimes(1);
    });
  });
});
