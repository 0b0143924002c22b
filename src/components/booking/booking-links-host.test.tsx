import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingLink } from './booking-link';
import { BookingLinksHost } from './booking-links-host';

vi.mock('./booking-dialog', () => ({
  default: ({ serviceTitle, plan }: { serviceTitle: string; plan: string }) => (
    <div role="dialog" aria-label="Reserva">
      {serviceTitle} · {plan}
    </div>
  ),
}));

function StaticHtml({ html }: { html: string }) {
  // The way a prerendered island holds its content: markup with no React handlers.
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

describe('BookingLink', () => {
  it('is a link to the wizard for its plan, so it works without JavaScript', () => {
    render(
      <BookingLink plan="laboral" serviceTitle="Despido injustificado">
        Agendar
      </BookingLink>,
    );
    const link = screen.getByRole('link', { name: 'Agendar' });
    expect(link).toHaveAttribute('href', '/agendamiento?plan=laboral');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  });
});

describe('BookingLinksHost', () => {
  it('opens the dialog for the clicked service, also from static HTML', async () => {
    render(
      <>
        <StaticHtml html='<a href="/agendamiento?plan=familia" data-booking-plan="familia" data-booking-title="Divorcio de mutuo acuerdo">Agendar divorcio</a>' />
        <BookingLinksHost />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Agendar divorcio' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Divorcio de mutuo acuerdo · familia',
    );
  });

  it('follows a link whose plan the catalogue does not know to the wizard', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ assign } as unknown as Location);
    render(
      <>
        <StaticHtml html='<a href="/agendamiento?plan=no-existe" data-booking-plan="no-existe" data-booking-title="X">Agendar X</a>' />
        <BookingLinksHost />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Agendar X' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/agendamiento?plan=no-existe');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('lets a click with a modifier key open the link in a new tab', async () => {
    render(
      <>
        <BookingLink plan="laboral" serviceTitle="Despido">
          Agendar despido
        </BookingLink>
        <BookingLinksHost />
      </>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Agendar despido' }));
    await user.keyboard('{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
