import { company } from '../company';

/** What a legal page needs before its text: its title, description and address. */
export interface LegalPageMeta {
  slug: 'terms' | 'privacy' | 'notice';
  title: string;
  /** Meta description: one sentence, at most 160 characters. */
  description: string;
  /** The Spanish address of the document; the English alias pages point here as canonical. */
  canonicalPath: '/terminos' | '/privacidad' | '/aviso-legal';
}

export const TERMS_META: LegalPageMeta = {
  slug: 'terms',
  title: 'Términos y condiciones',
  description: `Condiciones de uso del sitio de ${company.name} y de contratación de consultas y trámites legales: reservas, pagos, cancelaciones y retracto.`,
  canonicalPath: '/terminos',
};

export const PRIVACY_META: LegalPageMeta = {
  slug: 'privacy',
  title: 'Política de privacidad',
  description: `Cómo ${company.name} trata sus datos personales: qué recopilamos, para qué, con quién los compartimos y cómo ejercer sus derechos.`,
  canonicalPath: '/privacidad',
};

export const NOTICE_META: LegalPageMeta = {
  slug: 'notice',
  title: 'Aviso legal',
  description: `Información legal del sitio de ${company.name}: titular, condiciones de uso, alcance de los contenidos, propiedad intelectual y ley aplicable.`,
  canonicalPath: '/aviso-legal',
};
