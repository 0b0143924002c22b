import type { LegalPageMeta } from './legal-meta';

/** A link inside a paragraph of a legal document. */
export interface LegalLink {
  href: string;
  label: string;
}

/** A paragraph with links among its text, e.g. to the request form. */
export interface LegalRichParagraph {
  kind: 'paragraph';
  parts: readonly (string | LegalLink)[];
}

/**
 * A table: a caption that names it, the column headings, and one row per entry. The first cell of
 * each row names the entry (it is rendered as the row's header).
 */
export interface LegalTable {
  kind: 'table';
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * A block of a legal document: a paragraph (a string), a bullet list (an array of strings), a
 * paragraph with links, or a table.
 */
export type LegalBlock = string | readonly string[] | LegalRichParagraph | LegalTable;

export interface LegalSection {
  /** Anchor id, kebab-case, unique in the document: the table of contents links to it. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument extends LegalPageMeta {
  /** The document's version, where people's records store which version they were shown. */
  version?: string;
  /** Calendar dates, YYYY-MM-DD. */
  updated: string;
  effective: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** The dates every legal document of the site carries (from the product specification). */
export const LEGAL_DATES = { updated: '2025-01-08', effective: '2025-01-01' } as const;

/**
 * The deadlines of a request about one's personal data (Ley 19.628 art. 11, as amended by Ley
 * 21.719): the firm acknowledges it at once and answers within 30 calendar days, extendable once
 * by up to 30 more; a blocking request is answered within 2 business days; after a denial, or no
 * answer in time, the person has 30 business days to complain to the Agencia.
 */
export const DATA_RIGHTS_DEADLINES = {
  answerCalendarDays: 30,
  extensionCalendarDays: 30,
  blockingBusinessDays: 2,
  complaintBusinessDays: 30,
} as const;

/** The text of a block, piece by piece (for tests and plain-text views). */
export function legalBlockText(block: LegalBlock): string[] {
  if (typeof block === 'string') return [block];
  if (!('kind' in block)) return [...block];
  if (block.kind === 'paragraph')
    return [block.parts.map((part) => (typeof part === 'string' ? part : part.label)).join('')];
  return [block.caption, ...block.head, ...block.rows.flat()];
}
