import { company, fullAddress } from '../company';
import {
  DATA_RIGHTS_DEADLINES,
  LEGAL_DATES,
  legalBlockText,
  type LegalDocument,
  type LegalSection,
  type LegalTable,
} from './legal-document';
import { legalNoticeDocument } from './legal-notice';
import { formatLongDate } from '@/lib/format/dates';
import {
  DATA_REQUEST_PATH,
  DATA_REQUEST_STATUS_PATH,
  PRIVACY_POLICY_UPDATED,
  privacyDocument,
} from './privacy';
import { RETENTION_RULES, retentionPeriod } from './retention';
import { termsDocument } from './terms';
import { PRIVACY_POLICY_VERSION, TERMS_VERSION } from './versions';

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every piece of text of a document, joined: title, description, intro, headings and blocks. */
function documentText(doc: LegalDocument): string {
  const parts: string[] = [doc.title, doc.description, doc.intro];
  for (const section of doc.sections) {
    parts.push(section.heading);
    for (const block of section.blocks) parts.push(...legalBlockText(block));
  }
  return parts.join('\n');
}

function sectionText(section: LegalSection): string {
  return section.blocks.flatMap(legalBlockText).join('\n');
}

function tablesOf(section: LegalSection): LegalTable[] {
  return section.blocks.filter(
    (block): block is LegalTable =>
      typeof block === 'object' && 'kind' in block && block.kind === 'table',
  );
}

function privacySection(id: string): LegalSection {
  const section = privacyDocument.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`Sin sección ${id}`);
  return section;
}

const documents: ReadonlyArray<[string, LegalDocument]> = [
  ['terms', termsDocument],
  ['privacy', privacyDocument],
  ['legal notice', legalNoticeDocument],
];

describe.each(documents)('%s document', (_name, doc) => {
  it('has unique kebab-case section ids', () => {
    const ids = doc.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB_CASE);
  });

  it('has between 8 and 16 sections', () => {
    expect(doc.sections.length).toBeGreaterThanOrEqual(8);
    expect(doc.sections.length).toBeLessThanOrEqual(16);
  });

  it('has a description of at most 160 characters', () => {
    expect(doc.description.trim()).not.toBe('');
    expect(doc.description.length).toBeLessThanOrEqual(160);
  });

  it('has no empty section, block or string', () => {
    expect(doc.title.trim()).not.toBe('');
    expect(doc.intro.trim()).not.toBe('');
    for (const section of doc.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
      for (const block of section.blocks) {
        const pieces = legalBlockText(block);
        expect(pieces.length).toBeGreaterThan(0);
        for (const piece of pieces) expect(piece.trim()).not.toBe('');
      }
    }
  });

  it('carries valid calendar dates, in force after its last update', () => {
    for (const date of [doc.updated, doc.effective])
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
  });

  it("mentions the firm's email", () => {
    expect(documentText(doc)).toContain(company.email);
  });
});

describe('canonical paths', () => {
  it('point at the Spanish addresses', () => {
    expect(termsDocument.canonicalPath).toBe('/terminos');
    expect(privacyDocument.canonicalPath).toBe('/privacidad');
    expect(legalNoticeDocument.canonicalPath).toBe('/aviso-legal');
  });
});

describe('privacy document', () => {
  it('carries the version and dates of the policy in force from 1 December 2026', () => {
    expect(privacyDocument.version).toBe(PRIVACY_POLICY_VERSION.version);
    expect(privacyDocument.effective).toBe(PRIVACY_POLICY_VERSION.effective);
    expect(privacyDocument.effective).toBe('2026-12-01');
    expect(privacyDocument.updated).toBe(PRIVACY_POLICY_UPDATED);
    const text = sectionText(privacySection('version-y-vigencia'));
    expect(text).toContain(`versión ${PRIVACY_POLICY_VERSION.version}`);
    expect(text).toContain('vigente desde el 1 de diciembre de 2026');
    expect(text).toContain(formatLongDate(PRIVACY_POLICY_UPDATED));
    expect(text).toContain('Ley N° 19.628');
    expect(text).toContain('Ley N° 21.719');
  });

  // Ley 19.628 art. 14 ter: the twelve things the policy must keep public, each in its section.
  const ART_14_TER: ReadonlyArray<[letter: string, id: string, heading: string, says: string[]]> = [
    [
      'a',
      'version-y-vigencia',
      'Versión y vigencia de esta política',
      ['versión', 'vigente desde'],
    ],
    [
      'b',
      'responsable-del-tratamiento',
      'Responsable del tratamiento y representante legal',
      [company.name, fullAddress(), 'socio director'],
    ],
    [
      'c',
      'contacto',
      'Dónde enviar sus solicitudes',
      [company.email, `Dirección postal: ${company.name}, ${fullAddress()}`, 'por escrito'],
    ],
    [
      'd',
      'datos-que-tratamos',
      'Datos que tratamos y de quiénes',
      ['clientes', 'suscriptores', 'visitantes', 'equipo del estudio', 'datos sensibles'],
    ],
    [
      'd',
      'finalidades-y-base-de-licitud',
      'Finalidades y base de licitud de cada tratamiento',
      [
        'art. 13 letra c',
        'art. 13 letra b',
        'interés legítimo en responder a quien nos escribe',
        'Su consentimiento (art. 12)',
        'Su consentimiento expreso',
        'art. 16 letra d',
      ],
    ],
    [
      'e',
      'seguridad',
      'Medidas de seguridad',
      ['TLS', 'acceso por fila', 'dos pasos', 'auditoría', 'Mínimo privilegio', 'Transbank'],
    ],
    [
      'f',
      'derechos-del-titular',
      'Sus derechos y cómo ejercerlos',
      [
        'Acceso',
        'Rectificación',
        'Supresión',
        'Oposición',
        'Portabilidad',
        'Bloqueo',
        'Mis datos',
        `${DATA_RIGHTS_DEADLINES.answerCalendarDays} días corridos`,
        `${DATA_RIGHTS_DEADLINES.blockingBusinessDays} días hábiles`,
        'gratuito',
        'trimestre',
      ],
    ],
    [
      'g',
      'reclamo-ante-la-agencia',
      'Reclamo ante la Agencia de Protección de Datos Personales',
      [`${DATA_RIGHTS_DEADLINES.complaintBusinessDays} días hábiles`],
    ],
    [
      'h',
      'destinatarios-y-transferencias',
      'Destinatarios, encargados y transferencias internacionales',
      ['Supabase', 'Make', 'Resend', 'Transbank', 'fuera de Chile', 'art. 15 bis', 'art. 27'],
    ],
    ['i', 'plazo-de-conservacion', 'Plazo de conservación', ['Plazos de conservación']],
    ['j', 'origen-de-los-datos', 'Origen de los datos', ['formularios del sitio', 'Transbank']],
    [
      'k',
      'retiro-del-consentimiento',
      'Retiro del consentimiento',
      ['enlace para darse de baja', 'Mi cuenta', 'efecto retroactivo'],
    ],
    [
      'l',
      'decisiones-automatizadas',
      'Decisiones automatizadas',
      ['No tomamos decisiones sobre usted basadas únicamente en el tratamiento automatizado'],
    ],
  ];

  it.each(ART_14_TER)(
    'states item %s) of art. 14 ter in section %s',
    (_letter, id, heading, says) => {
      const section = privacySection(id);
      expect(section.heading).toBe(heading);
      const text = sectionText(section);
      for (const phrase of says) expect(text).toContain(phrase);
    },
  );

  it('keeps the anchors other pages link to', () => {
    const ids = privacyDocument.sections.map((section) => section.id);
    for (const id of [
      'derechos-del-titular',
      'plazo-de-conservacion',
      'destinatarios-y-transferencias',
      'contacto',
      'menores-de-edad',
      'almacenamiento-local-y-cookies',
      'cambios-a-la-politica',
    ])
      expect(ids).toContain(id);
  });

  it('generates the retention table from the retention schedule, one row per rule', () => {
    const [table, ...others] = tablesOf(privacySection('plazo-de-conservacion'));
    expect(others).toEqual([]);
    expect(table?.rows).toHaveLength(RETENTION_RULES.length);
    RETENTION_RULES.forEach((rule, index) => {
      const row = table?.rows[index];
      expect(row?.[0]).toBe(rule.data);
      expect(row?.[1]).toBe(retentionPeriod(rule));
      expect(row?.[2]).toBe(rule.from);
      expect(row?.[4]).toBe(rule.reason);
      expect(row).toHaveLength(table?.head.length ?? 0);
    });
  });

  it('names each processor, what it receives and where; the description never goes to the automation', () => {
    const [table] = tablesOf(privacySection('destinatarios-y-transferencias'));
    const rows = table?.rows ?? [];
    expect(rows.map((row) => row[0])).toEqual([
      expect.stringContaining('Supabase'),
      expect.stringContaining('automatización'),
      expect.stringContaining('Resend'),
      expect.stringContaining('Transbank'),
    ]);
    for (const messenger of [rows[1] ?? [], rows[2] ?? []]) {
      expect(messenger.join(' ')).toContain('Nunca la descripción de su caso ni su RUT');
      expect(messenger[3]).toBe('Puede tratarlos fuera de Chile');
      expect(messenger[4]).toContain('art. 27');
    }
    expect(rows[3]?.[3]).toBe('Chile');
  });

  it('lists each message the site sends, on which channel, to whom and when', () => {
    const text = sectionText(privacySection('destinatarios-y-transferencias'));
    for (const phrase of [
      'Mensajes que le enviamos.',
      'WhatsApp',
      'archivo de calendario (.ics)',
      'los enlaces para cambiar la hora o cancelar la reserva',
      '24 horas antes',
      '2 horas antes',
      'Cada vez que cambia la hora',
      'comprobante del pago',
      'transferencia',
      'código para verificar su identidad',
      'Al estudio y al abogado',
      'después de 3 intentos',
      'Las solicitudes urgentes no reciben recordatorios',
      'Ningún mensaje incluye la descripción de su caso ni su RUT',
    ])
      expect(text).toContain(phrase);
  });

  it('says, in its change history, what this version changed and that it was announced before it applies', () => {
    const text = sectionText(privacySection('cambios-a-la-politica'));
    expect(text).toContain(
      `Versión ${PRIVACY_POLICY_VERSION.version}, publicada el ${formatLongDate(PRIVACY_POLICY_UPDATED)} y vigente desde el ${formatLongDate(PRIVACY_POLICY_VERSION.effective)}`,
    );
    expect(text).toContain('Resend');
    // Published before it applies, as the notice promises for a relevant change.
    expect(Date.parse(PRIVACY_POLICY_UPDATED)).toBeLessThan(
      Date.parse(PRIVACY_POLICY_VERSION.effective),
    );
  });

  it('links to the request form, its status page and Mi cuenta', () => {
    const hrefs = privacySection('derechos-del-titular').blocks.flatMap((block) =>
      typeof block === 'object' && 'kind' in block && block.kind === 'paragraph'
        ? block.parts.flatMap((part) => (typeof part === 'string' ? [] : [part.href]))
        : [],
    );
    expect(hrefs).toEqual(['/mi-cuenta', DATA_REQUEST_PATH, DATA_REQUEST_STATUS_PATH]);
    expect(DATA_REQUEST_PATH).toBe('/privacidad/solicitud');
    expect(DATA_REQUEST_STATUS_PATH).toBe('/privacidad/solicitud/estado');
  });

  it('states one set of deadlines: 30 calendar days, 2 business days to block, 30 to complain', () => {
    const text = documentText(privacyDocument);
    const business = [...text.matchAll(/(\d+) días hábiles/g)].map((match) => Number(match[1]));
    const calendar = [...text.matchAll(/(\d+) días corridos/g)].map((match) => Number(match[1]));
    expect(new Set(business)).toEqual(
      new Set([
        DATA_RIGHTS_DEADLINES.blockingBusinessDays,
        DATA_RIGHTS_DEADLINES.complaintBusinessDays,
      ]),
    );
    expect(new Set(calendar)).toEqual(
      new Set([
        DATA_RIGHTS_DEADLINES.answerCalendarDays,
        DATA_RIGHTS_DEADLINES.extensionCalendarDays,
      ]),
    );
    expect(text).not.toContain('habeas data');
    expect(text).not.toContain('72 horas');
  });

  it('treats children under the art. 16 quáter rules', () => {
    const text = sectionText(privacySection('menores-de-edad'));
    expect(text).toContain('mayores de 18 años');
    expect(text).toContain('menores de 14 años');
    expect(text).toContain('datos sensibles de adolescentes menores de 16 años');
  });

  it('says each booking records the version it was shown', () => {
    expect(sectionText(privacySection('cambios-a-la-politica'))).toContain(
      'Cada reserva registra la versión de la política',
    );
  });

  it('says what the site keeps in the browser, under which key, for how long and until when', () => {
    const text = documentText(privacyDocument);
    for (const key of [
      'bookingDraft',
      'paymentData',
      'transbankPayment',
      'gestionReserva',
      'theme',
      'accessibility',
      'auth-session',
      'cuenta',
    ])
      expect(text).toContain(`«${key}»`);
    expect(text).toContain('sessionStorage');
    expect(text).toContain('tras 2 horas sin actividad');
    expect(text).toContain('2 horas después de hecha la reserva');
    expect(text).toContain('al cerrar sesión');
  });
});

describe('terms and legal notice', () => {
  it('carry the dates of their own versions', () => {
    expect(legalNoticeDocument.updated).toBe(LEGAL_DATES.updated);
    expect(legalNoticeDocument.effective).toBe(LEGAL_DATES.effective);
    // The terms a paid booking accepts carry the version that booking stores.
    expect(termsDocument.version).toBe(TERMS_VERSION.version);
    expect(termsDocument.effective).toBe(TERMS_VERSION.effective);
    expect(documentText(termsDocument)).toMatch(
      /RUT, pasaporte o documento de identidad extranjero/,
    );
  });

  it('state no deadline of their own for requests about personal data', () => {
    for (const doc of [termsDocument, legalNoticeDocument])
      expect(documentText(doc)).not.toMatch(/días (hábiles|corridos)/);
  });
});

describe('terms document', () => {
  it('states the cancellation notice and the pending-booking hold', () => {
    const text = documentText(termsDocument);
    expect(text).toContain('4 horas');
    expect(text).toContain('2 horas');
  });
});

describe('the personal data law', () => {
  // All three documents are in force from 1 December 2026, when Ley 21.719 renames Ley 19.628
  // 'sobre protección de los datos personales'.
  it.each([
    ['aviso legal', legalNoticeDocument],
    ['privacidad', privacyDocument],
    ['términos', termsDocument],
  ])('the %s cites Ley 19.628 by the title it has from 1 December 2026', (_name, doc) => {
    const text = documentText(doc);
    expect(text).not.toMatch(/vida privada/i);
    if (text.includes('19.628')) expect(text).toMatch(/protección de los datos personales/i);
  });
});
