import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { articleHref } from '@/content/article-links';
import { isPlanId, PLANS, type Plan } from '@/content/catalogue/plans';
import { PRACTICE_PAGES } from '@/content/practice';
import { laboral, laboralFaqs, laboralNews } from '@/content/practice/laboral';
import type { PracticeContent } from '@/content/practice/practice-content';
import { formatClp } from '@/lib/format/clp';
import { PracticeBody } from './practice-body';
import { duringLaunchOffer } from '@/test/during-launch-offer';

duringLaunchOffer();

function renderPage(content: PracticeContent) {
  return render(
    <MemoryRouter>
      <PracticeBody content={content} />
    </MemoryRouter>,
  );
}

/** The plan a booking link books, read from the link itself (what the dialog will charge). */
function bookedPlan(link: HTMLElement): Plan {
  const id = link.getAttribute('data-booking-plan');
  expect(isPlanId(id)).toBe(true);
  expect(link).toHaveAttribute('href', `/agendamiento?plan=${id ?? ''}`);
  return PLANS[id as keyof typeof PLANS];
}

describe('PracticeBody', () => {
  it('renders the labour page: hero, services, sections, FAQ and blog teaser', () => {
    renderPage(laboral);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(laboral.hero.title);
    // The hero's button and the closing call to action book the page's main service.
    const main = screen.getAllByRole('link', { name: 'Agendar: Despido injustificado' });
    expect(main).toHaveLength(2);
    for (const link of main)
      expect(link).toHaveAttribute('data-booking-title', 'Despido injustificado');
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
    );
    for (const name of [
      'Servicios y precios',
      '¿Para quién es?',
      'Cómo funciona',
      'Qué tener a mano',
      'Preguntas frecuentes',
      'Del blog',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText(laboralFaqs[0].question).closest('details')).not.toBeNull();
    expect(screen.getByRole('link', { name: laboralNews[0].title })).toHaveAttribute(
      'href',
      // The article once the blog publishes it, its fallback page until then.
      articleHref(laboralNews[0].slug, laboralNews[0].fallback),
    );
  });

  it.each(PRACTICE_PAGES.map((page) => [page.path, page] as const))(
    'on %s every service card shows the name and price its booking charges',
    (_path, page) => {
      renderPage(page);
      const region = screen.getByRole('region', { name: 'Servicios y precios' });
      const cards = within(region).getAllByRole('article');
      expect(cards).toHaveLength(page.services.length);
      for (const card of cards) {
        const link = within(card).getByRole('link', { name: /^Agendar / });
        const plan = bookedPlan(link);
        expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(plan.name);
        expect(link).toHaveAttribute('data-booking-title', plan.name);
        expect(card).toHaveTextContent(formatClp(plan.price));
        if (plan.originalPrice)
          expect(card.querySelector('s')).toHaveTextContent(formatClp(plan.originalPrice));
      }
    },
  );

  it.each(PRACTICE_PAGES.map((page) => [page.path, page] as const))(
    'on %s every other booking button books the page default under its own name',
    (_path, page) => {
      renderPage(page);
      const region = screen.getByRole('region', { name: 'Servicios y precios' });
      const outside = screen
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('data-booking-plan') && !region.contains(link));
      expect(outside.length).toBeGreaterThanOrEqual(2);
      for (const link of outside) {
        expect(link).toHaveAttribute('data-booking-plan', page.defaultPlan);
        expect(link).toHaveAttribute('data-booking-title', bookedPlan(link).name);
      }
    },
  );

  it('describes every priced service and the FAQ as JSON-LD, at the prices charged', () => {
    const { container } = renderPage(laboral);
    const script = container.querySelector('script[type="application/ld+json"]');
    const graph = (JSON.parse(script?.textContent ?? '{}') as { '@graph': JsonLdNode[] })['@graph'];
    const services = graph.filter((node) => node['@type'] === 'Service');
    expect(services.map((node) => [node.name, node.offers?.price])).toEqual(
      laboral.services.map((offer) => [PLANS[offer.planId].name, PLANS[offer.planId].price]),
    );
    expect(services.every((node) => node.offers?.priceCurrency === 'CLP')).toBe(true);
    expect(graph.filter((node) => node['@type'] === 'FAQPage')).toHaveLength(1);
  });
});

interface JsonLdNode {
  '@type': string;
  name?: string;
  offers?: { price: number; priceCurrency: string };
}
