import type { LegalDocument } from './legal-document';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Writes a generated document as a Word file (.docx). The Word library is loaded here, when a
 * visitor asks for the file, never with the page.
 */
export async function documentToDocx(document: LegalDocument): Promise<Blob> {
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } =
    await import('docx');
  // docx's run option; the rule mistakes it for the legacy String.prototype.bold.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const strong = (text: string) => new TextRun({ text, bold: true });
  const children = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      children: [strong(document.title)],
    }),
  ];
  const body = (text: string) =>
    new Paragraph({
      alignment: AlignmentType.JUSTIFIED,
      spacing: { after: 160 },
      children: [new TextRun(text)],
    });
  for (const block of document.blocks) {
    switch (block.kind) {
      case 'part':
        children.push(
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            alignment: AlignmentType.CENTER,
            spacing: { before: 360, after: 200 },
            children: [strong(block.text)],
          }),
        );
        break;
      case 'paragraph':
        children.push(body(block.text));
        break;
      case 'clause':
        children.push(
          new Paragraph({
            heading: HeadingLevel.HEADING_2,
            spacing: { before: 200, after: 120 },
            children: [strong(block.heading)],
          }),
          ...block.paragraphs.map(body),
        );
        break;
      case 'signatures':
        for (const signer of block.signers)
          children.push(
            new Paragraph({
              alignment: AlignmentType.CENTER,
              spacing: { before: 720 },
              children: [new TextRun('______________________________')],
            }),
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [strong(signer.name)],
            }),
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [new TextRun(signer.role)],
            }),
          );
        break;
    }
  }
  const file = new Document({
    creator: 'Punto Legal',
    title: document.title,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children }],
  });
  const blob = await Packer.toBlob(file);
  return blob.type === DOCX_TYPE ? blob : new Blob([blob], { type: DOCX_TYPE });
}
