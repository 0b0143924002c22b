import type { LegalPageMeta } from './legal-meta';

/**
 * A legal document of the site (terms, privacy policy, legal notice), as data. A block is a
 * paragraph (a string) or a bullet list (an array of strings).
 */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** Anchor id, kebab-case, unique in the document: the table of contents links to it. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument extends LegalPageMeta {
  /** Calendar dates, YYYY-MM-DD. */
  updated: string;
  effective: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** The dates every legal document of the site carries (from the product specification). */
export const LEGAL_DATES = { updated: '2025-01-08', effective: '2025-01-01' } as const;

/** How long the firm takes to answer a request about personal data (access, rectification...). */
export const DATA_RIGHTS_RESPONSE_BUSINESS_DAYS = 15;
