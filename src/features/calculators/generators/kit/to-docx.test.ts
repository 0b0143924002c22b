import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { documentToDocx } from './to-docx';

describe('documentToDocx', () => {
  it('writes a Word file whose text has the title, the clauses and the signers', async () => {
    const blob = await documentToDocx({
      title: 'CONTRATO DE PRUEBA',
      blocks: [
        { kind: 'paragraph', text: 'En Santiago comparecen Ana Rojas y Pedro Soto.' },
        {
          kind: 'clause',
          heading: 'PRIMERO: Objeto',
          paragraphs: ['El objeto es ñandú & «comillas».'],
        },
        { kind: 'part', text: 'ANEXO' },
        { kind: 'signatures', signers: [{ name: 'Ana Rojas', role: 'Arrendadora' }] },
      ],
    });
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const xml = strFromU8(files['word/document.xml'] ?? new Uint8Array());
    for (const text of [
      'CONTRATO DE PRUEBA',
      'En Santiago comparecen Ana Rojas y Pedro Soto.',
      'PRIMERO: Objeto',
      'El objeto es ñandú &amp; «comillas».',
      'ANEXO',
      'Arrendadora',
    ])
      expect(xml).toContain(text);
    expect(blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
});
