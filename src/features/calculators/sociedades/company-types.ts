/**
 * The four kinds of company the calculator covers and the rules that tell them apart: how many
 * partners each needs or allows, what they answer for and who can be one.
 */
export type CompanyType = 'spa' | 'srl' | 'eirl' | 'sa';

export interface CompanyTypeInfo {
  name: string;
  abbreviation: string;
  minPartners: number;
  /** null when the law sets no maximum. */
  maxPartners: number | null;
  /** What the partners are called, in the singular and the plural. */
  partner: { one: string; many: string };
  liability: string;
  whoCanBePartner: string;
  typicalUse: string;
}

export const COMPANY_TYPES: Readonly<Record<CompanyType, CompanyTypeInfo>> = {
  // Código de Comercio, arts. 424 and following: one person is enough.
  spa: {
    name: 'Sociedad por acciones',
    abbreviation: 'SpA',
    minPartners: 1,
    maxPartners: null,
    partner: { one: 'accionista', many: 'accionistas' },
    liability: 'Hasta sus aportes.',
    whoCanBePartner: 'Personas naturales o jurídicas.',
    typicalUse:
      'Emprendimientos de una o más personas que quieren estatutos flexibles, sumar inversionistas o vender acciones con facilidad.',
  },
  // Ley 3.918: at least two partners (it is a contract) and at most fifty.
  srl: {
    name: 'Sociedad de responsabilidad limitada',
    abbreviation: 'Ltda.',
    minPartners: 2,
    maxPartners: 50,
    partner: { one: 'socio', many: 'socios' },
    liability: 'Hasta sus aportes, o la suma mayor que fijen los estatutos.',
    whoCanBePartner: 'Personas naturales o jurídicas.',
    typicalUse:
      'Negocios pequeños entre socios de confianza: por regla general, cambiar los estatutos o ceder derechos requiere el acuerdo de todos.',
  },
  // Ley 19.857: a single owner, who must be a natural person.
  eirl: {
    name: 'Empresa individual de responsabilidad limitada',
    abbreviation: 'EIRL',
    minPartners: 1,
    maxPartners: 1,
    partner: { one: 'titular', many: 'titulares' },
    liability: 'El titular, hasta su aporte; la empresa, con todos sus bienes.',
    whoCanBePartner: 'Solo una persona natural.',
    typicalUse:
      'Quien emprende solo y quiere separar su patrimonio del de su negocio, sin socios futuros a la vista.',
  },
  // Ley 18.046: a company of two or more shareholders, run by a board. It is formed closed
  // (cerrada); it becomes open (abierta) only by registering its shares with the CMF.
  sa: {
    name: 'Sociedad anónima',
    abbreviation: 'S.A.',
    minPartners: 2,
    maxPartners: null,
    partner: { one: 'accionista', many: 'accionistas' },
    liability: 'Hasta sus aportes.',
    whoCanBePartner: 'Personas naturales o jurídicas.',
    typicalUse:
      'Empresas grandes, administradas por un directorio; la abierta puede ofrecer sus acciones al público y la fiscaliza la CMF.',
  },
};

export const COMPANY_TYPE_IDS = Object.keys(COMPANY_TYPES) as CompanyType[];

/**
 * Every type of this calculator can be formed in the Registro de Empresas y Sociedades of Ley
 * 20.659 or by deed: its art. 2 lists, among others, the EIRL, the limitada, the sociedad por
 * acciones and the sociedad anónima cerrada. The registry forms a closed S.A.; one that offers its
 * shares to the public also registers them with the CMF.
 */
export const SA_REGISTRY_NOTE =
  'Por Tu Empresa en un Día se constituye una sociedad anónima cerrada (Ley 20.659, art. 2). Para ofrecer sus acciones al público, la sociedad debe además inscribirlas en el Registro de Valores de la CMF.';

/** Why a number of partners does not fit a type, or undefined when it does. */
export function partnersProblem(type: CompanyType, partners: number): string | undefined {
  const { name, abbreviation, minPartners, maxPartners, partner } = COMPANY_TYPES[type];
  if (type === 'eirl')
    return partners === 1 ? undefined : `La ${abbreviation} tiene un solo titular: escribe 1.`;
  if (maxPartners !== null && (partners < minPartners || partners > maxPartners))
    return `La ${name.toLowerCase()} necesita entre ${minPartners} y ${maxPartners} ${partner.many}.`;
  if (partners < minPartners)
    return `La ${name.toLowerCase()} necesita al menos ${minPartners} ${minPartners === 1 ? partner.one : partner.many}.`;
  return undefined;
}
