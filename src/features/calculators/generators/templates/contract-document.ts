import type { AnswerReader } from '../kit/answer-reader';
import { numberClauses, type LegalDocument } from '../kit/legal-document';

export interface ContractParty {
  /** The prefix of the party's answers (`arrendador` for arrendadorNombre, ...). */
  prefix: string;
  /** How the contract calls the party ("el arrendador"). */
  alias: string;
  /** What the party signs as ("Arrendador"). */
  role: string;
}

interface ContractParts {
  title: string;
  answers: AnswerReader;
  parties: readonly ContractParty[];
  /** What the parties agree to ("el siguiente contrato de arrendamiento"). */
  agreement: string;
  clauses: readonly { title: string; paragraphs: readonly string[] }[];
  closing?: string;
}

const TWO_COPIES =
  'El presente contrato se firma en dos ejemplares del mismo tenor y fecha, quedando uno en poder de cada parte.';

/**
 * A Chilean private contract: the appearance of the parties with their RUT and address, the
 * numbered clauses, the copies signed, and one signature line per party.
 */
export function contractDocument(parts: ContractParts): LegalDocument {
  const a = parts.answers;
  const appearances = parts.parties
    .map(
      (party) =>
        `${a.text(`${party.prefix}Nombre`)}, RUT N° ${a.rut(`${party.prefix}Rut`)}, con domicilio en ${a.text(`${party.prefix}Domicilio`)}, en adelante "${party.alias}"`,
    )
    .join('; y ');
  return {
    title: parts.title,
    blocks: [
      {
        kind: 'paragraph',
        text: `En ${a.text('ciudad')}, a ${a.date('fechaFirma')}, comparecen: ${appearances}; quienes acuerdan ${parts.agreement}:`,
      },
      ...numberClauses(parts.clauses),
      { kind: 'paragraph', text: parts.closing ?? TWO_COPIES },
      {
        kind: 'signatures',
        signers: parts.parties.map((party) => ({
          name: a.text(`${party.prefix}Nombre`),
          role: party.role,
        })),
      },
    ],
  };
}
