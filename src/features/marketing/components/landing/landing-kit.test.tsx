import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ILLUSTRATIVE_CASES_NOTE } from '@/content/marketing/illustrative-cases';
import { MemoryRouter } from 'react-router-dom';
import { PLANS } from '@/content/catalogue/plans';
import { FIRM_FIGURES } from '@/content/company';
import { formatClp } from '@/lib/format/clp';
import {
  CtaBand,
  FaqList,
  LandingHero,
  landingJsonLd,
  NewsCards,
  OfferGrid,
  ProcessSteps,
  StatsBand,
  TestimonialList,
} from '.';
import { duringLaunchOffer } from '@/test/during-launch-offer';

duringLaunchOffer();

const renderStatic = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('LandingHero', () => {
  it('is the page heading, with its lead and actions', () => {
    renderStatic(
      <LandingHero
        eyebrow="Empresas"
        title="Abogados para tu empresa"
        lead="Planes a precio fijo."
        actions={<a href="/contacto">Contactar</a>}
        aside={<p>Al lado</p>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Abogados para tu empresa');
    expect(screen.getByText('Empresas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
    expect(screen.getByText('Al lado')).toBeInTheDocument();
  });
});

describe('StatsBand', () => {
  it('lists each figure of the firm as a term, its value and its basis, from the company facts', () => {
    renderStatic(<StatsBand label="Cifras" figures={['experience', 'chatReply']} />);
    const list = screen.getByLabelText('Cifras');
    expect(list.tagName).toBe('DL');
    expect(
      within(list)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual([FIRM_FIGURES.experience.label, FIRM_FIGURES.chatReply.label]);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([
      FIRM_FIGURES.experience.value,
      FIRM_FIGURES.experience.basis,
      FIRM_FIGURES.chatReply.value,
      FIRM_FIGURES.chatReply.basis,
    ]);
    expect(FIRM_FIGURES.experience.basis).toBe(
      'Según registros del estudio al 27 de noviembre de 2026',
    );
  });
});

describe('OfferGrid', () => {
  it("shows each offer with its plan's name, price, note and a booking link for the plan", () => {
    renderStatic(
      <OfferGrid
        heading="Planes"
        offers={[
          {
            planId: 'corporativo',
            description: 'Tu área legal externa.',
            features: ['Asesoría continua'],
            delivery: 'Respuesta en 24 horas',
            badge: 'Más elegido',
            highlighted: true,
          },
          { planId: 'inmobiliario', description: 'Consulta.', features: [] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Planes' })).toBeInTheDocument();
    const [monthly, discounted] = screen.getAllByRole('article');
    if (!monthly || !discounted) throw new Error('two cards expected');

    const shield = PLANS.corporativo;
    expect(within(monthly).getByRole('heading', { level: 3 })).toHaveTextContent(shield.name);
    expect(within(monthly).getByText(formatClp(shield.price))).toBeInTheDocument();
    expect(within(monthly).getByText(shield.note)).toBeInTheDocument();
    expect(within(monthly).getByText('Más elegido')).toBeInTheDocument();
    expect(within(monthly).getByText('Respuesta en 24 horas')).toBeInTheDocument();
    const book = within(monthly).getByRole('link', { name: `Contratar ${shield.name}` });
    expect(book).toHaveAttribute('href', '/agendamiento?plan=corporativo');
    expect(book).toHaveAttribute('data-booking-title', shield.name);

    const consult = PLANS.inmobiliario;
    expect(within(discounted).getByText(formatClp(consult.price))).toBeInTheDocument();
    expect(
      within(discounted).getByText(formatClp(consult.originalPrice)).closest('s'),
    ).not.toBeNull();
  });

  it("says 'Desde' before an entry price and uses the given action", () => {
    renderStatic(
      <OfferGrid
        heading="Extras"
        action="Agendar"
        offers={[{ planId: 'basico', description: 'x', features: [], priceFrom: true }]}
      />,
    );
    expect(screen.getByText('Desde')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Agendar ${PLANS.basico.name}` })).toBeInTheDocument();
  });
});

describe('ProcessSteps', () => {
  it('is an ordered list of titled steps', () => {
    renderStatic(
      <ProcessSteps
        steps={[
          { title: 'Agenda', description: 'Elige hora.', icon: 'briefcase' },
          { title: 'Conversa', description: 'Con tu abogado.', icon: 'users' },
        ]}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Agenda',
      'Conversa',
    ]);
  });
});

describe('TestimonialList', () => {
  it('says the cases are illustrative and rates none of them', () => {
    renderStatic(
      <TestimonialList
        items={[
          { name: 'Ana', role: 'Gerenta', content: 'Muy claro.', rating: 4, case: 'Sociedad' },
        ]}
      />,
    );
    expect(screen.getByText(ILLUSTRATIVE_CASES_NOTE)).toBeInTheDocument();
    expect(screen.queryByText(/estrellas|★/)).not.toBeInTheDocument();
    expect(screen.getByText('“Muy claro.”')).toBeInTheDocument();
    expect(screen.getByText('Ana')).toBeInTheDocument();
  });
});

describe('NewsCards', () => {
  it('links to the fallback while the article is unpublished, with the date in Spanish', () => {
    renderStatic(
      <NewsCards
        items={[
          {
            slug: 'ley-karin',
            fallback: '/laboral',
            title: 'Ley Karin',
            excerpt: 'Qué cambia.',
            date: '2026-11-12',
            readMinutes: 5,
            category: 'Laboral',
            urgent: true,
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ley Karin' })).toHaveAttribute('href', '/laboral');
    expect(screen.getByText('12 de noviembre de 2026')).toHaveAttribute('datetime', '2026-11-12');
    expect(screen.getByText(/5 min de lectura/)).toBeInTheDocument();
    expect(screen.getByText('Laboral')).toBeInTheDocument();
    expect(screen.getByText('Urgente')).toBeInTheDocument();
  });
});

describe('FaqList', () => {
  it('puts each question in a summary that opens its answer', () => {
    const { container } = renderStatic(
      <FaqList faqs={[{ question: '¿Cuánto demora?', answer: 'Dos semanas.' }]} />,
    );
    const summary = screen.getByText('¿Cuánto demora?');
    expect(summary.tagName).toBe('SUMMARY');
    expect(container.querySelector('details')).toContainElement(screen.getByText('Dos semanas.'));
  });
});

describe('CtaBand', () => {
  it('shows its title, text and actions', () => {
    renderStatic(
      <CtaBand title="¿Hablamos?" text="Te llamamos." actions={<a href="/contacto">Contacto</a>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '¿Hablamos?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contacto' })).toBeInTheDocument();
  });
});

describe('landingJsonLd', () => {
  it("describes each offer with its plan's name and price, and the FAQ", () => {
    const nodes = landingJsonLd(
      {
        path: '/servicios/x',
        offers: [{ planId: 'premium', description: 'Diagnóstico.', features: [] }],
        faqs: [{ question: '¿Qué?', answer: 'Esto.' }],
      },
      'https://example.cl',
    );
    expect(nodes.map((node) => node['@type'])).toEqual(['Service', 'FAQPage']);
    expect(nodes[0]).toMatchObject({
      name: PLANS.premium.name,
      offers: { price: PLANS.premium.price, priceCurrency: 'CLP' },
    });
  });

  it('leaves the FAQPage out when there is no FAQ', () => {
    expect(landingJsonLd({ path: '/', offers: [] }, 'https://example.cl')).toEqual([]);
  });
});
