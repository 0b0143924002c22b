import { bookingHref } from '@/content/site-links';
import type { ArticleCta } from './article-schema';

export interface CtaLink {
  label: string;
  href: string;
}

export interface ArticleCallToAction {
  title: string;
  text: string;
  primary: CtaLink;
  secondary: CtaLink;
}

const contact: CtaLink = { label: 'Escríbenos', href: '/contacto' };

/** The end-of-article call to action each frontmatter `cta` names. */
export const ARTICLE_CTAS: Readonly<Record<ArticleCta, ArticleCallToAction>> = {
  laboral: {
    title: '¿Te despidieron o tienes un problema laboral?',
    text: 'Un abogado laboralista revisa tu caso y te dice cuánto y cómo reclamar.',
    primary: { label: 'Contratar asesoría laboral', href: '/payment/laboral' },
    secondary: { label: 'Ver el área laboral', href: '/laboral' },
  },
  sociedades: {
    title: '¿Vas a constituir tu empresa?',
    text: 'Te ayudamos a elegir el tipo de sociedad y a constituirla sin errores.',
    primary: { label: 'Contratar Sociedades Express', href: '/payment/sociedades-express' },
    secondary: { label: 'Ver Sociedades Express', href: '/sociedades-express' },
  },
  tributario: {
    title: '¿Dudas con tus impuestos?',
    text: 'Agenda una asesoría tributaria y revisa tu situación con un especialista.',
    primary: { label: 'Agendar asesoría tributaria', href: bookingHref('tributario') },
    secondary: { label: 'Ver el área tributaria', href: '/tributario' },
  },
  'emergencia-tributaria': {
    title: '¿Te notificó el SII?',
    text: 'Los plazos ante una fiscalización son cortos: agenda una atención prioritaria.',
    primary: { label: 'Agendar emergencia tributaria', href: bookingHref('emergencia-tributaria') },
    secondary: { label: 'Ver el área tributaria', href: '/servicios/tributario' },
  },
  familia: {
    title: '¿Necesitas ayuda con un tema de familia?',
    text: 'Divorcio, pensión de alimentos o cuidado personal: te orientamos.',
    primary: { label: 'Ver derecho de familia', href: '/familia' },
    secondary: contact,
  },
  inmobiliario: {
    title: '¿Vas a comprar o vender una propiedad?',
    text: 'Revisamos títulos, promesa y escritura antes de que firmes.',
    primary: { label: 'Ver derecho inmobiliario', href: '/servicios/inmobiliario' },
    secondary: contact,
  },
  digital: {
    title: '¿Tu negocio es digital?',
    text: 'Contratos, términos y condiciones, firma electrónica y datos personales.',
    primary: { label: 'Ver derecho digital', href: '/servicios/digital' },
    secondary: contact,
  },
  corporativo: {
    title: '¿Tu empresa necesita un abogado?',
    text: 'Asesoría corporativa, contratos y cumplimiento para empresas.',
    primary: { label: 'Ver derecho corporativo', href: '/corporativo' },
    secondary: contact,
  },
  civil: {
    title: '¿Tienes un problema civil?',
    text: 'Contratos, cobranzas y daños: evaluamos tu caso.',
    primary: { label: 'Ver derecho civil', href: '/servicios/civil' },
    secondary: contact,
  },
  penal: {
    title: '¿Necesitas una defensa penal?',
    text: 'Te acompañamos desde la primera citación.',
    primary: { label: 'Ver derecho penal', href: '/servicios/penal' },
    secondary: contact,
  },
};
