/**
 * A phrase placed at the start of a sentence or a heading: its first letter in capitals, the
 * rest untouched ("noviembre de 2026" → "Noviembre de 2026"). Spanish capitalises only the first
 * word, so CSS `capitalize` (every word: "Noviembre De 2026") must not be used for this.
 */
export function sentenceStart(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-CL') + text.slice(1);
}

/**
 * Whether a label is written in Spanish sentence case: after the first word, a capital starts
 * only an acronym ('SERNAC', 'SII') or one of the given proper names ('Contratos Express' is a
 * product's name and keeps its capitals; 'Derecho Laboral' is not, and reads 'Derecho laboral').
 */
export function isSentenceCase(label: string, properNames: Iterable<string> = []): boolean {
  let text = label.trim();
  for (const name of properNames) text = text.replaceAll(name, 'x');
  return text
    .split(/[\s/–(),.:-]+/)
    .filter(Boolean)
    .slice(1)
    .every((word) => !/^\p{Lu}/u.test(word) || word === word.toLocaleUpperCase('es-CL'));
}
