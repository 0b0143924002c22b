/**
 * Figures about the firm in a page's HTML that do not come from the company facts. The site states
 * a figure about itself only through FIRM_FIGURES (src/content/company.ts), rendered inside an
 * element marked `data-firm-figure`, with its basis beside it. Any other success rate, count of
 * cases or clients, amount saved or recovered, or years of practice is a claim without a basis.
 */

/** A figure: a percentage, a count with a plus sign, a count with thousands, or '$100M'. */
const FIGURE = String.raw`(?:\d+(?:[.,]\d+)?\s?%|\+\s?\d[\d.]*|\d[\d.]*\s?\+|\d{1,3}(?:\.\d{3})+|\$\s?\d+\s?M{1,2}\+?)`;

/** What a figure about the firm's results or size is about. */
const SUBJECT = String.raw`(?:de\s+(?:la\s+deuda\s+)?)?(?:éxito|casos|causas|clientes|empresas|absoluciones|recuperaci[oó]n|recuperad[ao]s?|resultados?\s+favorables?|ahorr\w*|satisfacci[oó]n|efectividad|años|en\s+patrimonio)`;

/** The same subjects written as a label before its value, as a stat card reads without styles. */
const LABEL_FIRST = String.raw`(?:éxito|ganados|absoluciones|recuperaci[oó]n|favorable|protegido|ahorrados|asesoradas|defendidos|experiencia|litigaci[oó]n penal del equipo)`;

const CLAIMS = [
  new RegExp(String.raw`${FIGURE}\s+${SUBJECT}`, 'giu'),
  new RegExp(String.raw`${LABEL_FIRST}\s+${FIGURE}`, 'giu'),
  new RegExp(String.raw`\$\s?\d+\s?M{1,2}\+`, 'gu'),
];

const ENTITIES: [string, string][] = [
  ['&nbsp;', ' '],
  ['&quot;', '"'],
  ['&#x27;', "'"],
  ['&#39;', "'"],
  ['&lt;', '<'],
  ['&gt;', '>'],
  ['&amp;', '&'],
];

/** The visible text of an HTML page, without the figures that come from the company facts. */
export function textWithoutFirmFigures(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  const stripped = body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    // A firm figure's box holds only its term and descriptions, never a nested <div>.
    .replace(/<div\b[^>]*\sdata-firm-figure="[^"]*"[^>]*>[\s\S]*?<\/div>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  const decoded = ENTITIES.reduce(
    (text, [entity, char]) => text.replaceAll(entity, char),
    stripped,
  );
  return decoded.replace(/\s+/g, ' ');
}

/** Each claim about the firm found in the page that the company facts did not produce. */
export function unsourcedFirmClaims(html: string): string[] {
  const text = textWithoutFirmFigures(html);
  const found = CLAIMS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0].trim()));
  return [...new Set(found)];
}
