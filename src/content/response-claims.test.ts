import { company, minutesInWords, RESPONSE_CLAIMS } from './company';

/**
 * Every response time a page states is one of the firm's three promises: chat replies within
 * company.chatReplyMinutes (office hours), a lawyer's contact within company.contactWithinHours,
 * emergency contact within company.emergencyContactMinutes. Both the source text (JSX copy) and
 * the strings the content modules produce (templates filled in) are read.
 */

/** Every source file's text, by path. */
const SOURCES = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function contentStrings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => contentStrings(v, seen));
}

const emergency = minutesInWords(company.emergencyContactMinutes);

/** The response times a text states, each with the promise it must match. */
function statedResponseTimes(text: string): { stated: string; allowed: string[] }[] {
  const found: { stated: string; allowed: string[] }[] = [];
  const chat = [`${company.chatReplyMinutes} min`, `${company.chatReplyMinutes} minutos`];
  const patterns: [RegExp, string[]][] = [
    [/respuesta (?:en|de) (?:menos de )?(\d+ ?min(?:utos)?)/gi, chat],
    [/respond\w* (?:en|dentro de) (?:menos de )?(\d+ ?min(?:utos)?)/gi, chat],
    [
      /contact\w* (?:en|dentro de) (?:menos de )?(\d+ (?:horas?|min(?:utos)?))/gi,
      [
        `${company.contactWithinHours} horas`,
        emergency,
        `${company.emergencyContactMinutes} minutos`,
      ],
    ],
    [/(\d+ ?min) (?:de )?(?:tiempo de )?respuesta/gi, chat],
  ];
  for (const [pattern, allowed] of patterns) {
    for (const match of text.matchAll(pattern)) {
      found.push({ stated: (match[1] ?? '').replace(/(\d)min/, '$1 min'), allowed });
    }
  }
  return found;
}

describe('response times', () => {
  it('reads the promises from the company facts', () => {
    expect(RESPONSE_CLAIMS.chatBadge).toBe(`Respuesta en ${company.chatReplyMinutes} min`);
    expect(RESPONSE_CLAIMS.lawyerContact).toContain(`${company.contactWithinHours} horas`);
    expect(RESPONSE_CLAIMS.emergency).toContain(emergency);
    expect(RESPONSE_CLAIMS.chat).toContain(company.hours.label.toLowerCase());
  });

  it('says minutes as words', () => {
    expect(minutesInWords(60)).toBe('1 hora');
    expect(minutesInWords(120)).toBe('2 horas');
    expect(minutesInWords(45)).toBe('45 minutos');
  });

  it('finds another time when a text states one', () => {
    const wrong = statedResponseTimes('Respuesta en 2 min. Te contactamos en menos de 3 horas.');
    expect(wrong.filter((t) => !t.allowed.includes(t.stated))).toHaveLength(2);
  });

  it('is the same promise in every source file', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    const wrong = Object.entries(SOURCES).flatMap(([file, text]) =>
      statedResponseTimes(text)
        .filter((t) => !t.allowed.includes(t.stated))
        .map((t) => `${file}: ${t.stated}`),
    );
    expect(wrong).toEqual([]);
  });

  it('is the same promise in every string the content modules produce', async () => {
    const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts']);
    const wrong: string[] = [];
    for (const [path, load] of Object.entries(modules)) {
      for (const text of contentStrings(await load())) {
        for (const t of statedResponseTimes(text)) {
          if (!t.allowed.includes(t.stated)) wrong.push(`${path}: ${t.stated}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
