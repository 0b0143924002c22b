import { RETENTION_RULES } from '@/content/legal/retention';
import {
  buildDataExport,
  dataExportSchema,
  EXPORT_SCHEMA_VERSION,
  exportFileName,
} from './data-export';

const fromDatabase = {
  generado_en: '2026-12-02T15:00:00+00:00',
  titular: { usuario: '0b6c6c1e-1111-4a4a-9c9c-222222222222', email: 'ana@ejemplo.cl' },
  cuenta: { email: 'ana@ejemplo.cl', creada_en: '2026-12-01T10:00:00+00:00' },
  perfil: { nombre: 'Ana Pérez', email: 'ana@ejemplo.cl', telefono: null },
  reservas: [{ id: 'r1', codigo: 'ABCD1234', fecha: '2026-12-10', plan: 'laboral' }],
  pagos: [],
  avisos: [{ tipo: 'nueva_reserva', estado: 'enviado' }],
  mensajes_contacto: [],
  suscripciones: [],
  eventos_seguridad: [],
  auditoria: [],
};

describe('the export file', () => {
  it('carries the database’s data, a schema version and the art. 5 context', () => {
    const file = buildDataExport(fromDatabase, new Date('2026-12-02T15:00:00Z'));
    expect(file.esquema).toEqual({
      nombre: 'punto-legal/mis-datos',
      version: EXPORT_SCHEMA_VERSION,
    });
    expect(file.datos.reservas).toEqual(fromDatabase.reservas);
    expect(file.contexto.conservacion).toHaveLength(RETENTION_RULES.length);
    expect(file.contexto.destinatarios.map((d) => d.quien).join(' ')).toMatch(/Transbank/);
    expect(file.contexto.origen).toMatch(/formularios del sitio/);
    expect(file.contexto.decisiones_automatizadas).toMatch(/^Ninguna/);
    // What is written is what the schema reads back.
    expect(dataExportSchema.parse(JSON.parse(JSON.stringify(file)))).toEqual(file);
  });

  it('keeps columns the database adds to a row', () => {
    const withConsent = {
      ...fromDatabase,
      reservas: [{ ...fromDatabase.reservas[0], version_privacidad: '2.0' }],
    };
    const file = buildDataExport(withConsent, new Date());
    expect(file.datos.reservas[0]).toHaveProperty('version_privacidad', '2.0');
  });

  it('refuses data that is not an export', () => {
    expect(() => buildDataExport({ reservas: 'todas' }, new Date())).toThrow();
    expect(() => buildDataExport({ ...fromDatabase, auditoria: undefined }, new Date())).toThrow();
  });

  it('names the file by the day in Chile', () => {
    // 02:00 UTC on 2 December is still 1 December in Santiago.
    expect(exportFileName(new Date('2026-12-02T02:00:00Z'))).toBe(
      'mis-datos-punto-legal-2026-12-01.json',
    );
  });
});
