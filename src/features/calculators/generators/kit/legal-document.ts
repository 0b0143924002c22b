/**
 * A generated legal document, as plain data: the same structure is shown as the preview, printed,
 * and written to a Word file, so the three never differ.
 */
export type DocumentBlock =
  /** A part title ("TÉRMINOS Y CONDICIONES", "POLÍTICA DE PRIVACIDAD"). */
  | { kind: 'part'; text: string }
  /** A numbered clause: its heading ("PRIMERO: La propiedad") and its paragraphs. */
  | { kind: 'clause'; heading: string; paragraphs: readonly string[] }
  /** A paragraph outside any clause (the appearance of the parties, a closing line). */
  | { kind: 'paragraph'; text: string }
  /** Signature lines, one per signer: name and what they sign as. */
  | { kind: 'signatures'; signers: readonly { name: string; role: string }[] };

export interface LegalDocument {
  title: string;
  blocks: readonly DocumentBlock[];
}

const ORDINALS = [
  'PRIMERO',
  'SEGUNDO',
  'TERCERO',
  'CUARTO',
  'QUINTO',
  'SEXTO',
  'SÉPTIMO',
  'OCTAVO',
  'NOVENO',
  'DÉCIMO',
  'UNDÉCIMO',
  'DUODÉCIMO',
  'DECIMOTERCERO',
  'DECIMOCUARTO',
  'DECIMOQUINTO',
  'DECIMOSEXTO',
  'DECIMOSÉPTIMO',
  'DECIMOCTAVO',
  'DECIMONOVENO',
  'VIGÉSIMO',
];

/**
 * Numbers clauses the way Chilean contracts do ("PRIMERO:", "SEGUNDO:"...), in the order given,
 * so that a clause left out for some answers never leaves a gap in the numbering.
 */
export function numberClauses(
  clauses: readonly { title: string; paragraphs: readonly string[] }[],
): DocumentBlock[] {
  return clauses.map((clause, index) => ({
    kind: 'clause',
    heading: `${ORDINALS[index] ?? String(index + 1)}: ${clause.title}`,
    paragraphs: clause.paragraphs,
  }));
}

/** The whole text of a document, in reading order (what a search or a test looks for). */
export function documentText(document: LegalDocument): string {
  const lines: string[] = [document.title];
  for (const block of document.blocks) {
    if (block.kind === 'part' || block.kind === 'paragraph') lines.push(block.text);
    else if (block.kind === 'clause') lines.push(block.heading, ...block.paragraphs);
    else for (const signer of block.signers) lines.push(signer.name, signer.role);
  }
  return lines.join('\n');
}
