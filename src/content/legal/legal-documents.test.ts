import { company } from '../company';
import {
  DATA_RIGHTS_RESPONSE_BUSINESS_DAYS,
  LEGAL_DATES,
  type LegalDocument,
} from './legal-document';
import { legalNoticeDocument } from './legal-notice';
import { privacyDocument } from './privacy';
import { termsDocument } from './terms';

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every piece of text of a document, joined: title, description, intro, headings and blocks. */
function documentText(doc: LegalDocument): string {
  const parts: string[] = [doc.title, doc.description, doc.intro];
  for (const section of doc.sections) {
    parts.push(section.heading);
    for (const block of section.blocks) {
      if (typeof block === 'string') parts.push(block);
      else parts.push(...block);
    }
  }
  return parts.join('\n');
}

const documents: ReadonlyArray<[string, LegalDocument]> = [
  ['terms', termsDocument],
  ['privacy', privacyDocument],
  ['legal notice', legalNoticeDocument],
];

describe.each(documents)('%s document', (_name, doc) => {
  it('has unique kebab-case section ids', () => {
    const ids = doc.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB_CASE);
  });

  it('has between 8 and 13 sections', () => {
    expect(doc.sections.length).toBeGreaterThanOrEqual(8);
    expect(doc.sections.length).toBeLessThanOrEqual(13);
  });

  it('has a description of at most 160 characters', () => {
    expect(doc.description.trim()).not.toBe('');
    expect(doc.description.length).toBeLessThanOrEqual(160);
  });

  it('has no empty section, block or string', () => {
    expect(doc.title.trim()).not.toBe('');
    expect(doc.intro.trim()).not.toBe('');
    for (const section of doc.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
      for (const block of section.blocks) {
        if (typeof block === 'string') {
          expect(block.trim()).not.toBe('');
        } else {
          expect(block.length).toBeGreaterThan(0);
          for (const item of block) expect(item.trim()).not.toBe('');
        }
      }
    }
  });

  it('carries the legal dates', () => {
    expect(doc.updated).toBe(LEGAL_DATES.updated);
    expect(doc.effective).toBe(LEGAL_DATES.effective);
  });

  it("mentions the firm's email", () => {
    expect(documentText(doc)).toContain(company.email);
  });
});

describe('canonical paths', () => {
  it('point at the Spanish addresses', () => {
    expect(termsDocument.canonicalPath).toBe('/terminos');
    expect(privacyDocument.canonicalPath).toBe('/privacidad');
    expect(legalNoticeDocument.canonicalPath).toBe('/aviso-legal');
  });
});

describe('privacy document', () => {
  it('cites the data-protection law and the response time for data-rights requests', () => {
    const text = documentText(privacyDocument);
    expect(text).toContain('Ley N° 19.628');
    expect(text).toContain(`${DATA_RIGHTS_RESPONSE_BUSINESS_DAYS} días hábiles`);
  });

  it('says what the site keeps in the browser, under which key, for how long and until when', () => {
    const text = documentText(privacyDocument);
    for (const key of [
      'bookingDraft',
      'paymentData',
      'transbankPayment',
      'theme',
      'accessibility',
      'auth-session',
      'cuenta',
    ])
      expect(text).toContain(`«${key}»`);
    expect(text).toContain('sessionStorage');
    expect(text).toContain('tras 2 horas sin actividad');
    expect(text).toContain('2 horas después de hecha la reserva');
    expect(text).toContain('al cerrar sesión');
  });
});

describe('terms document', () => {
  it('states the cancellation notice and the pending-booking hold', () => {
    const text = documentText(termsDocument);
    expect(text).toContain('4 horas');
    expect(text).toContain('2 horas');
  });
});
