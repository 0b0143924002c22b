/** schema.org structured data builders. Plain functions: the data comes in, JSON-LD goes out. */
export type JsonLd = Record<string, unknown>;

export interface FirmFacts {
  name: string;
  description: string;
  email: string;
  phone: string;
  address: { street: string; district: string; city: string; region: string; country: string };
  hours: { days: string; opens: string; closes: string };
}

export function firmId(siteUrl: string): string {
  return `${siteUrl}/#firma`;
}

/** The firm as a LegalService, the schema.org type for law firms. */
export function legalServiceJsonLd(firm: FirmFacts, siteUrl: string): JsonLd {
  return {
    '@type': 'LegalService',
    '@id': firmId(siteUrl),
    name: firm.name,
    description: firm.description,
    url: `${siteUrl}/`,
    email: firm.email,
    telephone: firm.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address.street,
      addressLocality: `${firm.address.district}, ${firm.address.city}`,
      addressRegion: firm.address.region,
      addressCountry: firm.address.country,
    },
    areaServed: { '@type': 'Country', name: 'Chile' },
    openingHours: `${firm.hours.days} ${firm.hours.opens}-${firm.hours.closes}`,
    priceRange: '$$',
    currenciesAccepted: 'CLP',
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path === '/' ? '/' : crumb.path}`,
    })),
  };
}

/** One JSON-LD document holding several nodes. */
export function jsonLdGraph(nodes: readonly JsonLd[]): JsonLd {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** Serialises JSON-LD for a <script> element; "<" is escaped so no text can close the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface OfferedService {
  name: string;
  description: string;
  /** Whole Chilean pesos: the price that is charged. */
  price: number;
  /** Path of the page that sells it. */
  path: string;
}

/** A service the firm sells at a fixed price, as a schema.org Service with an Offer in CLP. */
export function serviceJsonLd(service: OfferedService, siteUrl: string): JsonLd {
  const url = `${siteUrl}${service.path}`;
  return {
    '@type': 'Service',
    name: service.name,
    description: service.description,
    provider: { '@id': firmId(siteUrl) },
    areaServed: { '@type': 'Country', name: 'Chile' },
    url,
    offers: {
      '@type': 'Offer',
      price: service.price,
      priceCurrency: 'CLP',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}

export interface Faq {
  question: string;
  answer: string;
}

/** A page's frequently asked questions, as a schema.org FAQPage. */
export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
