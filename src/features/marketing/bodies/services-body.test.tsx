import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { isPlanId, PLANS, type Plan } from '@/content/catalogue/plans';
import { SERVICE_PLANS } from '@/content/catalogue/service-plans';
import { formatClp } from '@/lib/format/clp';
import ServicesBody from './services-body';

/**
 * The plan a card's call to action books: the wizard's ?plan=, or the plan behind a static
 * service's /payment/:serviceId page. crear_reserva charges that plan's price.
 */
function bookedPlan(href: string): Plan {
  const url = new URL(href, 'https://puntolegal.cl');
  const id =
    url.pathname === '/agendamiento'
      ? url.searchParams.get('plan')
      : SERVICE_PLANS[url.pathname.replace(/^\/payment\//, '')];
  if (!isPlanId(id)) throw new Error(`La tarjeta no reserva un plan del catálogo: ${href}`);
  return PLANS[id];
}

describe('/servicios', () => {
  it('shows on every card the price its booking charges', () => {
    render(
      <MemoryRouter>
        <ServicesBody />
      </MemoryRouter>,
    );
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBeGreaterThan(20);
    for (const card of cards) {
      const link = within(card).getByRole('link');
      const plan = bookedPlan(link.getAttribute('href') ?? '');
      // The first price on the card is the one to pay; a struck-out list price may follow.
      const shown = /\$[\d.]+|Gratis/.exec(card.textContent)?.[0];
      expect(shown, card.textContent).toBe(plan.price === 0 ? 'Gratis' : formatClp(plan.price));
    }
  });

  it('names every fixed-price service as the plan it books', () => {
    render(
      <MemoryRouter>
        <ServicesBody />
      </MemoryRouter>,
    );
    for (const section of ['Servicios express', 'Asesorías especializadas']) {
      const region = screen.getByRole('region', { name: section });
      for (const card of within(region).getAllByRole('article')) {
        const plan = bookedPlan(within(card).getByRole('link').getAttribute('href') ?? '');
        expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(plan.name);
      }
    }
  });
});
