import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BackendPort } from '@/backend/port';
import { BookingLink } from './booking-link';
import { BookingLinksHost } from './booking-links-host';

const getBackend = vi.hoisted(() =>
  vi.fn<() => Promise<BackendPort>>(() => new Promise<BackendPort>(() => undefined)),
);
vi.mock('@/backend/get-backend', () => ({ getBackend }));

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

describe('BookingLinksHost, ahead of the click', () => {
  /** A page with a booking link, fresh: whether the backend was warmed lasts as long as the page. */
  async function renderPage() {
    vi.resetModules();
    getBackend.mockClear();
    const { BookingLinksHost: Host } = await import('./booking-links-host');
    render(
      <>
        <StaticHtml html='<p>Texto</p><a href="/agendamiento?plan=laboral" data-booking-plan="laboral" data-booking-title="Autodespido"><span>Agendar autodespido</span></a><a href="/servicios">Servicios</a>' />
        <Host />
      </>,
    );
    return screen.getByRole('link', { name: 'Agendar autodespido' });
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

  it('does not start the backend on arrival', async () => {
    await renderPage();
    await settle();
    expect(getBackend).not.toHaveBeenCalled();
  });

  it('starts it once when a mouse rests on a booking link', async () => {
    const link = await renderPage();
    const user = userEvent.setup();
    await user.hover(screen.getByText('Agendar autodespido'));
    await vi.waitFor(() => {
      expect(getBackend).toHaveBeenCalledTimes(1);
    });
    await user.unhover(link);
    await user.hover(link);
    await user.click(link);
    await settle();
    expect(getBackend).toHaveBeenCalledTimes(1);
  });

  it('starts it when a booking link gets the focus', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.tab();
    await vi.waitFor(() => {
      expect(getBackend).toHaveBeenCalledTimes(1);
    });
  });

  it('ignores other links, a touch and a mouse that only passes over', async () => {
    const link = await renderPage();
    const user = userEvent.setup();
    await user.hover(screen.getByRole('link', { name: 'Servicios' }));
    fireEvent.pointerOver(link, { pointerType: 'touch' });
    fireEvent.pointerOver(link, { pointerType: 'mouse' });
    fireEvent.pointerOut(link, { pointerType: 'mouse', relatedTarget: document.body });
    await settle();
    expect(getBackend).not.toHaveBeenCalled();
  });
});
