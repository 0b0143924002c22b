import { screen, within } from '@testing-library/react';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { HOME_SERVICE_CARDS } from '@/content/catalogue/home-services';
import { PLANS, type Plan } from '@/content/catalogue/plans';
import { articleHref } from '@/content/article-links';
import { HOME_NEWS } from '@/content/marketing/home-news';
import { ILLUSTRATIVE_CASES_NOTE } from '@/content/marketing/illustrative-cases';
import { HOME_TESTIMONIALS } from '@/content/marketing/home-testimonials';
import { formatClp } from '@/lib/format/clp';
import { renderWithRouter } from '@/test/render-app';
import HomeBody from './home-body';
import { duringLaunchOffer } from '@/test/during-launch-offer';

duringLaunchOffer();

function servicesSection() {
  return screen.getByRole('region', { name: /Consultas por área/ });
}

describe('home page body', () => {
  it('prices each of the 13 cards from its plan, at half its list price, and books that plan', () => {
    renderWithRouter(<HomeBody />);
    const cards = within(servicesSection()).getAllByRole('article');
    expect(cards).toHaveLength(13);
    for (const card of HOME_SERVICE_CARDS) {
      const plan: Plan = PLANS[card.planId];
      const article = within(servicesSection())
        .getByRole('heading', { name: card.title })
        .closest('article');
      if (!article) throw new Error(`No card for ${card.title}`);
      const view = within(article);
      expect(view.getByText(formatClp(plan.price))).toBeInTheDocument();
      expect(plan.originalPrice).toBe(plan.price * 2);
      expect(view.getByText(formatClp(plan.originalPrice ?? 0))).toBeInTheDocument();
      const book = view.getByRole('link', { name: `Agendar ${plan.name}` });
      expect(book).toHaveAttribute('data-booking-plan', card.planId);
      expect(book).toHaveAttribute('data-booking-title', plan.name);
    }
  });

  it('offers the emergency consultation at its plan price, struck list price, and links to /urgente', () => {
    renderWithRouter(<HomeBody />);
    const offer = screen.getByRole('region', { name: /emergencia/i });
    expect(within(offer).getByText(/\$100\.000/)).toBeInTheDocument();
    expect(within(offer).getByText(formatClp(EMERGENCY_PLAN.originalPrice))).toBeInTheDocument();
    expect(EMERGENCY_PLAN.originalPrice).toBe(200000);
    expect(within(offer).getByRole('link', { name: 'Pedir ayuda urgente' })).toHaveAttribute(
      'href',
      '/urgente',
    );
  });

  it('shows the firm figures, the testimonials and the articles with working links', () => {
    renderWithRouter(<HomeBody />);
    expect(screen.getByText('años de experiencia')).toBeInTheDocument();
    expect(screen.queryByText('casos ganados')).not.toBeInTheDocument();
    const testimonials = screen.getByRole('region', { name: 'Casos como el tuyo' });
    expect(within(testimonials).getByText(ILLUSTRATIVE_CASES_NOTE)).toBeInTheDocument();
    for (const t of HOME_TESTIMONIALS) {
      expect(t.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect(within(testimonials).getByText(t.name)).toBeInTheDocument();
    }
    const news = screen.getByRole('region', { name: 'Guías para entender tu caso' });
    for (const item of HOME_NEWS) {
      expect(within(news).getByRole('link', { name: item.title })).toHaveAttribute(
        'href',
        articleHref(item.slug, item.fallback),
      );
    }
  });

  it('has one booking link for the free consultation in its hero', () => {
    renderWithRouter(<HomeBody />);
    expect(screen.getByRole('link', { name: 'Agenda tu consulta gratuita' })).toHaveAttribute(
      'href',
      '/agendamiento?plan=gratis',
    );
  });
});
