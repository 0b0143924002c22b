import { z } from 'zod';
import { company } from '@/content/company';
import { COLLECTION_NOTICES, DATA_RIGHTS } from '@/content/legal/collection-notices';
import { RETENTION_RULES, retentionPeriod } from '@/content/legal/retention';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';

/**
 * The file 'Descargar mis datos' gives: everything the database holds about the person, with the
 * information the law adds to the right of access (Ley 19.628 art. 5 as reformed by Ley 21.719):
 * the purposes, the recipients, how long each kind of data is kept, where the data came from and
 * whether any decision about the person is automated. A structured, commonly used format (JSON)
 * so it also serves the right to portability. `esquema.version` changes whenever the shape does.
 */
export const EXPORT_SCHEMA_VERSION = '1.0';

// `object({}).loose()` rather than `record(string(), unknown())`: the same check, with only the
// parts of zod the booking page already loads (the two share zod's core).
const row = z.object({}).loose();
const rows = z.array(row);

/** What public.exportar_mis_datos() returns. Rows are whole table rows: their columns may grow. */
export const databaseDataSchema = z
  .object({
    generado_en: z.string(),
    titular: z.object({ usuario: z.string().nullable(), email: z.string().nullable() }),
    cuenta: row.nullable(),
    perfil: row.nullable(),
    reservas: rows,
    pagos: rows,
    avisos: rows,
    mensajes_contacto: rows,
    suscripciones: rows,
    eventos_seguridad: rows,
    auditoria: rows,
  })
  .loose();
export type DatabaseData = z.infer<typeof databaseDataSchema>;

export const dataExportSchema = z.object({
  esquema: z.object({ nombre: z.literal('punto-legal/mis-datos'), version: z.string() }),
  generado_en: z.string(),
  responsable: z.object({ nombre: z.string(), correo: z.string() }),
  politica_de_privacidad: z.object({ version: z.string(), vigente_desde: z.string() }),
  contexto: z.object({
    finalidades: z.array(z.object({ datos: z.string(), finalidad: z.string() })).min(1),
    destinatarios: z.array(z.object({ quien: z.string(), para_que: z.string() })).min(1),
    conservacion: z
      .array(
        z.object({
          datos: z.string(),
          plazo: z.string(),
          desde: z.string(),
          luego: z.string(),
          motivo: z.string(),
        }),
      )
      .min(1),
    origen: z.string(),
    decisiones_automatizadas: z.string(),
    derechos: z.string(),
  }),
  datos: databaseDataSchema,
});
export type DataExport = z.infer<typeof dataExportSchema>;

const AFTER: Record<(typeof RETENTION_RULES)[number]['action'], string> = {
  anonimizar: 'se anonimizan',
  eliminar: 'se eliminan',
  vaciar: 'se vacía su contenido',
};

/** Who receives the data, as the privacy policy names them. */
export const RECIPIENTS: DataExport['contexto']['destinatarios'] = [
  {
    quien: `El equipo de ${company.name} (abogados y administración)`,
    para_que: 'atender su consulta, sus pagos y sus solicitudes',
  },
  {
    quien: 'El proveedor de automatización de avisos (encargado de tratamiento)',
    para_que: 'enviar los avisos de su reserva por correo; no recibe la descripción de su caso',
  },
  {
    quien: 'El proveedor de alojamiento del sitio y de la base de datos (encargado de tratamiento)',
    para_que: 'guardar los datos de forma segura',
  },
  {
    quien: 'Transbank (Webpay), solo si paga con tarjeta',
    para_que: 'procesar el pago; los datos de la tarjeta los recibe Transbank, no nosotros',
  },
];

/** The export file's content: the database's data, checked, with the art. 5 context. */
export function buildDataExport(data: unknown, generatedAt: Date): DataExport {
  const datos = databaseDataSchema.parse(data);
  return dataExportSchema.parse({
    esquema: { nombre: 'punto-legal/mis-datos', version: EXPORT_SCHEMA_VERSION },
    generado_en: generatedAt.toISOString(),
    responsable: { nombre: company.name, correo: company.email },
    politica_de_privacidad: {
      version: PRIVACY_POLICY_VERSION.version,
      vigente_desde: PRIVACY_POLICY_VERSION.effective,
    },
    contexto: {
      finalidades: [
        { datos: 'Reservas y pagos', finalidad: COLLECTION_NOTICES.reserva.purpose },
        { datos: 'Cuenta y perfil', finalidad: COLLECTION_NOTICES.cuenta.purpose },
        { datos: 'Mensajes de contacto', finalidad: COLLECTION_NOTICES.contacto.purpose },
        { datos: 'Boletín', finalidad: COLLECTION_NOTICES.newsletter.purpose },
        {
          datos: 'Registro de auditoría',
          finalidad: 'saber quién leyó o cambió sus datos y responder ante un incidente',
        },
      ],
      destinatarios: RECIPIENTS,
      conservacion: RETENTION_RULES.map((rule) => ({
        datos: rule.data,
        plazo: retentionPeriod(rule),
        desde: rule.from,
        luego: AFTER[rule.action],
        motivo: rule.reason,
      })),
      origen: 'Entregados por usted en los formularios del sitio.',
      decisiones_automatizadas:
        'Ninguna: no tomamos decisiones sobre usted basadas solo en un tratamiento automatizado.',
      derechos: `Puede ejercer sus derechos de ${DATA_RIGHTS}, en Mi cuenta o escribiendo a ${company.email}.`,
    },
    datos,
  });
}

/** 'mis-datos-punto-legal-2026-12-01.json', dated in Chile. */
export function exportFileName(at: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return `mis-datos-punto-legal-${day}.json`;
}

/** The file itself. */
export function dataExportBlob(content: DataExport): Blob {
  return new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' });
}
