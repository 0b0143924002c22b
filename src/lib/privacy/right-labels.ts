import type { Right } from './request-deadlines';

/** The one place that names each right and each status of a request, for every screen. */

export const RIGHT_LABELS: Record<Right, { label: string; description: string }> = {
  acceso: {
    label: 'Acceso',
    description:
      'Saber qué datos tuyos tenemos, de dónde vienen, para qué y a quién los comunicamos.',
  },
  rectificacion: {
    label: 'Rectificación',
    description: 'Corregir datos tuyos inexactos, desactualizados o incompletos.',
  },
  supresion: {
    label: 'Supresión',
    description: 'Que eliminemos tus datos cuando ya no corresponde tenerlos.',
  },
  oposicion: {
    label: 'Oposición',
    description: 'Que dejemos de usar tus datos para un fin, por ejemplo el envío de novedades.',
  },
  portabilidad: {
    label: 'Portabilidad',
    description: 'Recibir tus datos en un formato electrónico estructurado y de uso común.',
  },
  bloqueo: {
    label: 'Bloqueo',
    description:
      'Que suspendamos temporalmente el uso de tus datos mientras resolvemos otra solicitud tuya.',
  },
};

export type RequestStatus = 'recibida' | 'en_curso' | 'respondida' | 'rechazada';

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  recibida: 'Recibida',
  en_curso: 'En curso',
  respondida: 'Respondida',
  rechazada: 'Rechazada',
};
