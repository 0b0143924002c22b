/**
 * A phrase placed at the start of a sentence or a heading: its first letter in capitals, the
 * rest untouched ("noviembre de 2026" → "Noviembre de 2026"). Spanish capitalises only the first
 * word, so CSS `capitalize` (every word: "Noviembre De 2026") must not be used for this.
 */
export function sentenceStart(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-CL') + text.slice(1);
}
