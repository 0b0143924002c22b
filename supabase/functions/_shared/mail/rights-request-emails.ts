/**
 * The e-mail that tells a person their rights request was answered. Never the answer's text: it
 * may hold the person's data or a denial's reason, and the status page shows it only to whoever
 * proves the address with a fresh 6-digit code (docs/personal-data.md). The e-mail says where
 * and how to read it.
 */
import type { RightKind, RightsRequestForNotice } from '../notify/notice-facts.ts';
import { longDate } from './booking-facts.ts';
import type { MailContent } from './mail-layout.ts';

/**
 * Each right's name as the site's screens write it (src/lib/privacy/right-labels.ts, which the
 * Edge runtime cannot load; a test ties the two).
 */
export const RIGHT_NAMES: Readonly<Record<RightKind, string>> = Object.freeze({
  acceso: 'Acceso',
  rectificacion: 'Rectificación',
  supresion: 'Supresión',
  oposicion: 'Oposición',
  portabilidad: 'Portabilidad',
  bloqueo: 'Bloqueo',
});

/** The page where a requester follows a request, with its number filled in. */
export function requestStatusUrl(siteUrl: string, codigo: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/privacidad/solicitud/estado?codigo=${encodeURIComponent(codigo)}`;
}

export function rightsAnswerEmail(solicitud: RightsRequestForNotice, siteUrl: string): MailContent {
  const right = RIGHT_NAMES[solicitud.derecho].toLowerCase();
  const denied = solicitud.estado === 'rechazada';
  const outcome = denied
    ? `El ${longDate(solicitud.respondida_en)} resolvimos tu solicitud de ${right} de datos personales: no la pudimos acoger. La respuesta explica el motivo y cómo reclamar ante la Agencia de Protección de Datos Personales.`
    : `El ${longDate(solicitud.respondida_en)} respondimos tu solicitud de ${right} de datos personales.`;
  return {
    subject: `Respondimos tu solicitud ${solicitud.codigo}`,
    heading: denied ? 'Resolvimos tu solicitud' : 'Respondimos tu solicitud',
    blocks: [
      { kind: 'paragraph', text: `Hola ${solicitud.nombre}.` },
      { kind: 'paragraph', text: outcome },
      {
        kind: 'facts',
        rows: [
          ['Número de solicitud', solicitud.codigo],
          ['Derecho', RIGHT_NAMES[solicitud.derecho]],
          ['Estado', denied ? 'Rechazada' : 'Respondida'],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Por tu seguridad, la respuesta no va en este correo. Para leerla, abre la página de tu solicitud con su número y este correo, y pide el código de 6 dígitos que te enviaremos a esta dirección.',
      },
      {
        kind: 'links',
        links: [{ label: 'Ver la respuesta', url: requestStatusUrl(siteUrl, solicitud.codigo) }],
      },
    ],
  };
}
