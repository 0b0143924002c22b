import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PLANS } from '@/content/catalogue/plans';
import { company } from '@/content/company';
import { CIVIL_PACKAGES } from '@/content/landings/civil';
import { DEFENCE_PACKAGES } from '@/content/landings/penal';
import {
  ECONOMIC_CRIMINAL_SERVICES,
  ECONOMIC_CRIMINAL_URGENT,
} from '@/content/landings/penal-economico';
import { TAX_PACKAGES, TAX_SERVICES, TAX_SERVICES_ANCHOR } from '@/content/landings/tributario';
import type { ServiceOffer } from '@/content/marketing/shapes';
import { formatClp } from '@/lib/format/clp';
import { bookingHref } from '@/content/site-links';
import CivilLandingBody from './civil-landing-body';
import PenalEconomicoLandingBody from './penal-economico-landing-body';
import PenalLandingBody from './penal-landing-body';
import TributarioLandingBody from './tributario-landing-body';

const PAGES: [string, ComponentType, readonly ServiceOffer[]][] = [
  ['civil', CivilLandingBody, CIVIL_PACKAGES],
  ['penal', PenalLandingBody, DEFENCE_PACKAGES],
  ['tributario', TributarioLandingBody, [...TAX_SERVICES, ...TAX_PACKAGES]],
  [
    'penal-economico',
    PenalEconomicoLandingBody,
    [...ECONOMIC_CRIMINAL_SERVICES, ...ECONOMIC_CRIMINAL_URGENT],
  ],
];

function renderBody(Body: ComponentType) {
  return render(
    <MemoryRouter>
      <Body />
    </MemoryRouter>,
  );
}

/** The JSON-LD the body carries, flattened to its nodes. */
function jsonLdNodes(container: HTMLElement): Record<string, unknown>[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent) as { '@graph'?: Record<string, unknown>[] };
    return data['@graph'] ?? [data];
  });
}

describe.each(PAGES)('/servicios/%s', (_, Body, offers) => {
  it('has one h1', () => {
    renderBody(Body);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows every offer with its plan name and price and a booking link for that plan', () => {
    const { container } = renderBody(Body);
    for (const { planId } of offers) {
      const plan = PLANS[planId];
      const card = screen.getByRole('heading', { name: plan.name }).closest('article');
      expect(card).not.toBeNull();
      const scope = within(card as HTMLElement);
      expect(scope.getAllByText(formatClp(plan.price), { exact: false }).length).toBeGreaterThan(0);
      const links = container.querySelectorAll(`a[href="${bookingHref(planId)}"]`);
      expect(links.length).toBeGreaterThan(0);
    }
  });

  it('offers in its JSON-LD, in CLP, exactly the services it sells, and a FAQPage', () => {
    const { container } = renderBody(Body);
    const nodes = jsonLdNodes(container);
    const services = nodes.filter((node) => node['@type'] === 'Service');
    for (const { planId } of offers) {
      const service = services.find((node) => node.name === PLANS[planId].name);
      expect(service?.offers).toMatchObject({ price: PLANS[planId].price, priceCurrency: 'CLP' });
    }
    expect(nodes.some((node) => node['@type'] === 'FAQPage')).toBe(true);
  });
});

describe('criminal page', () => {
  it("calls the firm's phone from every 'Llamar 24/7'", () => {
    renderBody(PenalLandingBody);
    const calls = screen.getAllByRole('link', { name: 'Llamar 24/7' });
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toHaveAttribute('href', company.phoneHref);
  });
});

describe('tax page', () => {
  it('anchors its services section at #servicios', () => {
    const { container } = renderBody(TributarioLandingBody);
    const section = container.querySelector(`#${TAX_SERVICES_ANCHOR}`)?.closest('section');
    expect(section).toBeTruthy();
    for (const { planId } of TAX_SERVICES) {
      expect(
        within(section as HTMLElement).getByRole('heading', { name: PLANS[planId].name }),
      ).toBeTruthy();
    }
  });
});
