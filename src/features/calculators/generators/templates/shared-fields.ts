import type { AnswerField } from '../kit/answer-fields';

/** A party to a contract: name, RUT and address, labelled with its role ("del arrendador"). */
export function partyFields(prefix: string, group: string, of: string): AnswerField[] {
  return [
    {
      name: `${prefix}Nombre`,
      label: `Nombre ${of}`,
      kind: 'text',
      group,
      hint: 'Nombre completo, o razón social si es una empresa.',
    },
    {
      name: `${prefix}Rut`,
      label: `RUT ${of}`,
      kind: 'rut',
      group,
      hint: 'Por ejemplo 12.345.678-5.',
    },
    {
      name: `${prefix}Domicilio`,
      label: `Domicilio ${of}`,
      kind: 'text',
      group,
      hint: 'Calle, número, comuna y ciudad.',
    },
  ];
}

/** Where and when the document is signed. */
export const SIGNING_FIELDS: readonly AnswerField[] = [
  { name: 'ciudad', label: 'Ciudad donde se firma', kind: 'text', group: 'Firma' },
  { name: 'fechaFirma', label: 'Fecha de firma', kind: 'date', group: 'Firma' },
];

/** A safe file name from a person's or company's name: letters, digits and dashes only. */
export function fileSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}
