import { company } from '../company';
import { RETENTION_PERIODS, retentionPeriod } from './retention-periods';

/**
 * The short notice shown beside every form that collects personal data: who collects, why, for
 * how long, and the rights, with the full policy a link away. The law asks for this information
 * when the data are collected, not only on a policy page.
 */
export type CollectionPurpose = 'reserva' | 'contacto' | 'newsletter' | 'cuenta' | 'derechos';

export interface CollectionNotice {
  purpose: string;
  keptFor: string;
}

const unpaid = retentionPeriod(RETENTION_PERIODS.reservas_sin_pago);
const paid = retentionPeriod(RETENTION_PERIODS.reservas_pagadas);

export const COLLECTION_NOTICES: Record<CollectionPurpose, CollectionNotice> = {
  reserva: {
    purpose: 'agendar y realizar su consulta, avisarle de ella y, si es pagada, cobrarla',
    keptFor: `${unpaid} después de la consulta si no hubo pago; ${paid} si lo hubo, por obligación tributaria`,
  },
  contacto: {
    purpose: 'responder su mensaje',
    keptFor: retentionPeriod(RETENTION_PERIODS.mensajes_contacto),
  },
  newsletter: {
    purpose: 'enviarle novedades legales, solo si usted lo pide',
    keptFor: 'hasta que se dé de baja, con un enlace en cada envío',
  },
  cuenta: {
    purpose: 'darle acceso a sus reservas, pagos y datos',
    keptFor: 'mientras mantenga la cuenta; puede eliminarla en Mi cuenta',
  },
  derechos: {
    purpose: 'verificar su identidad, responder su solicitud y probar que la respondimos',
    keptFor: retentionPeriod(RETENTION_PERIODS.solicitudes_derechos) + ' desde la respuesta',
  },
};

export const DATA_CONTROLLER = `${company.name} (${company.email})`;
export const DATA_RIGHTS =
  'acceso, rectificación, supresión, oposición, portabilidad y bloqueo, sin costo';
