import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError } from '@/backend/port';
import { BookingFailure, refusalOf, remedyFor } from './booking-failure';

describe('remedyFor', () => {
  it.each([
    ['horario_ocupado', 'otro-horario'],
    ['hora_pasada', 'otro-horario'],
    ['cupo_gratuito', 'otro-horario'],
    ['rut_invalido', 'corregir-datos'],
    ['nombre_invalido', 'corregir-datos'],
    ['limite_reservas', 'contactar'],
    ['demasiadas_reservas', 'contactar'],
    ['cuenta_desactivada', 'contactar'],
    ['desconocido', 'contactar'],
  ] as const)('%s → %s', (code, remedy) => {
    expect(remedyFor(code)).toBe(remedy);
  });
});

describe('BookingFailure', () => {
  it('offers another day when the day has no free consultation left', async () => {
    const choose = vi.fn();
    render(
      <BookingFailure
        refusal={refusalOf(
          new BackendError('No quedan consultas gratuitas para ese día.', 'cupo_gratuito'),
        )}
        onChooseAnotherSlot={choose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Elegir otro día' }));
    expect(choose).toHaveBeenCalledOnce();
  });

  it('names an unexpected failure plainly, with the ways to book by phone', () => {
    render(<BookingFailure refusal={refusalOf(new Error('boom'))} onChooseAnotherSlot={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos completar la reserva');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
  });
});
