import { company, RESPONSE_CLAIMS, whatsappLink } from './company';
import { PRACTICE_AREAS } from './practice-areas';

export type MenuBadge =
  | 'Popular'
  | 'Urgente'
  | 'Especializado'
  | 'Nuevo'
  | 'En línea'
  | typeof RESPONSE_CLAIMS.chatBadge
  | '4 nuevos';

export interface MenuLink {
  label: string;
  href: string;
  badge?: MenuBadge;
  /** Opens another site (WhatsApp); rendered as a plain link in a new tab. */
  external?: boolean;
}

export interface MenuGroup {
  title: string;
  links: readonly MenuLink[];
}

const AREA_BADGES: Readonly<Record<string, MenuBadge>> = {
  laboral: 'Popular',
  penal: 'Urgente',
  'penal-economico': 'Especializado',
  'proteccion-datos': 'Nuevo',
};

function areaLinks(group: 'areas' | 'express'): MenuLink[] {
  return PRACTICE_AREAS.filter((area) => area.group === group).map((area) => {
    const badge = AREA_BADGES[area.slug];
    return badge
      ? { label: area.title, href: area.href, badge }
      : { label: area.title, href: area.href };
  });
}

/** The side menu, group by group. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    title: 'Inicio',
    links: [
      { label: 'Inicio', href: '/' },
      { label: 'Todos los servicios', href: '/servicios' },
      { label: 'Consulta gratuita', href: '/agendamiento?plan=gratis' },
    ],
  },
  { title: 'Áreas de práctica', links: areaLinks('areas') },
  { title: 'Servicios express', links: areaLinks('express') },
  {
    title: 'Calculadoras',
    links: [
      { label: 'Indemnización por despido', href: '/calculadoras/indemnizacion' },
      { label: 'Pensión de alimentos', href: '/calculadoras/pension' },
      { label: 'Herencia', href: '/calculadoras/herencia' },
      { label: 'Honorarios', href: '/calculadoras/honorarios' },
    ],
  },
  {
    title: 'Herramientas',
    links: [
      { label: 'Generador de contratos', href: '/herramientas/contratos' },
      { label: 'Verificar empresa', href: '/herramientas/verificar-empresa' },
      { label: 'Consulta de causas', href: '/herramientas/consulta-casos' },
    ],
  },
  {
    title: 'Asistencia',
    links: [
      { label: 'Chat con un abogado', href: '/asistencia/chat', badge: 'En línea' },
      { label: 'Videollamada', href: '/asistencia/video' },
      {
        label: 'WhatsApp',
        href: whatsappLink(`Hola ${company.name}, necesito orientación legal.`),
        badge: RESPONSE_CLAIMS.chatBadge,
        external: true,
      },
    ],
  },
  {
    title: 'Recursos',
    links: [
      { label: 'Blog legal', href: '/blog', badge: '4 nuevos' },
      { label: 'Guías legales', href: '/recursos/guias' },
      { label: 'Plantillas', href: '/recursos/plantillas' },
    ],
  },
];

export const LEGAL_LINKS: readonly MenuLink[] = [
  { label: 'Términos y condiciones', href: '/terminos' },
  { label: 'Política de privacidad', href: '/privacidad' },
  { label: 'Aviso legal', href: '/aviso-legal' },
];
