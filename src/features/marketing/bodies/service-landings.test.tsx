import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PUBLISHED_ARTICLES } from '@/content/article-links';
import { isPlanId, PLANS } from '@/content/catalogue/plans';
import { formatClp } from '@/lib/format/clp';
import CorporateServicesBody from './servicios-corporativo-body';
import DigitalBody from './servicios-digital-body';
import RealEstateBody from './servicios-inmobiliario-body';
import PremiumBody from './servicios-premium-body';

const BODIES: readonly (readonly [string, ComponentType])[] = [
  ['/servicios/corporativo', CorporateServicesBody],
  ['/servicios/digital', DigitalBody],
  ['/servicios/inmobiliario', RealEstateBody],
  ['/servicios/premium', PremiumBody],
];

describe.each(BODIES)('%s', (_, Body) => {
  beforeEach(() => {
    render(
      <MemoryRouter>
        <Body />
      </MemoryRouter>,
    );
  });

  it('has one h1', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows on every offer the name and price of the plan its booking link charges', () => {
    const cards = screen
      .getAllByRole('article')
      .filter((card) => card.querySelector('[data-booking-plan]'));
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) {
      const link = card.querySelector<HTMLElement>('[data-booking-plan]');
      const id = link?.dataset.bookingPlan;
      if (!isPlanId(id)) throw new Error(`unknown plan ${String(id)}`);
      const plan = PLANS[id];
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(plan.name);
      expect(within(card).getByText(formatClp(plan.price))).toBeInTheDocument();
      expect(link).toHaveAttribute('data-booking-title', plan.name);
      expect(link).toHaveAttribute('href', `/agendamiento?plan=${id}`);
    }
  });

  it('gives every element a unique id, though the corporate page holds two layouts', () => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.skipIf(PUBLISHED_ARTICLES.size > 0)('links nothing to the blog before it exists', () => {
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.startsWith('/blog'))).toEqual([]);
  });
});
