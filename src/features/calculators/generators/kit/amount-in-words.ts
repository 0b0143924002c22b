const UNITS = [
  '',
  'un',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiún',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = [
  '',
  '',
  '',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

/** 0 to 999 in words, with "un" before a noun ("veintiún mil", "un millón"). */
function belowThousand(n: number): string {
  if (n === 100) return 'cien';
  const hundreds = HUNDREDS[Math.floor(n / 100)] ?? '';
  const rest = n % 100;
  let restWords = '';
  if (rest < 30) restWords = UNITS[rest] ?? '';
  else {
    const tens = TENS[Math.floor(rest / 10)] ?? '';
    const unit = UNITS[rest % 10] ?? '';
    restWords = unit ? `${tens} y ${unit}` : tens;
  }
  return [hundreds, restWords].filter(Boolean).join(' ');
}

/** 0 to 999.999 in words. */
function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const thousandWords =
    thousands === 0 ? '' : thousands === 1 ? 'mil' : `${belowThousand(thousands)} mil`;
  return [thousandWords, belowThousand(rest)].filter(Boolean).join(' ');
}

/**
 * A whole number of pesos in Spanish words, as contracts write amounts next to the figure so that
 * neither can be altered alone: 1.250.000 → "un millón doscientos cincuenta mil".
 */
export function numberInWords(value: number): string {
  const n = Math.round(value);
  if (!Number.isFinite(n) || n < 0 || n >= 1e12) throw new RangeError(`Fuera de rango: ${value}`);
  if (n === 0) return 'cero';
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  const millionWords =
    millions === 0 ? '' : millions === 1 ? 'un millón' : `${belowMillion(millions)} millones`;
  return [millionWords, belowMillion(rest)].filter(Boolean).join(' ');
}

/** "$1.250.000 (un millón doscientos cincuenta mil pesos)": "de pesos" after whole millions. */
export function pesosInWords(value: number): string {
  const words = numberInWords(value);
  const ofPesos = value >= 1_000_000 && value % 1_000_000 === 0 ? 'de pesos' : 'pesos';
  return `${words} ${ofPesos}`;
}
