import { describe, expect, it } from 'vitest';
import { validateAnswers, type Answers } from '../kit/answer-fields';
import { BLANK } from '../kit/answer-reader';
import { documentText, type LegalDocument } from '../kit/legal-document';
import { CONTRACTS_GENERATOR } from '../contracts/contracts-generator';
import { PROMISE_GENERATOR } from '../promise/promise-generator';
import { TERMS_GENERATOR } from '../terms/terms-generator';
import type { Generator } from '../kit/generator';

const RENTAL: Answers = {
  ...CONTRACTS_GENERATOR.defaults,
  tipo: 'arriendo',
  arrendadorNombre: 'Ana Rojas Pérez',
  arrendadorRut: '12345678-5',
  arrendadorDomicilio: 'Av. Providencia 100, Providencia, Santiago',
  arrendatarioNombre: 'Pedro Soto Díaz',
  arrendatarioRut: '11.222.333-9',
  arrendatarioDomicilio: 'Los Aromos 45, Ñuñoa, Santiago',
  direccion: 'Los Aromos 45, departamento 302',
  comuna: 'Ñuñoa',
  renta: '450.000',
  garantia: '450.000',
  inicio: '2027-01-01',
  fechaFirma: '2026-12-20',
};

const SERVICE: Answers = {
  ...CONTRACTS_GENERATOR.defaults,
  tipo: 'servicios',
  clienteNombre: 'Comercial Andes SpA',
  clienteRut: '76.543.210-3',
  clienteDomicilio: 'Huérfanos 1000, Santiago',
  prestadorNombre: 'Camila Fuentes Lagos',
  prestadorRut: '12345678-5',
  prestadorDomicilio: 'Irarrázaval 200, Ñuñoa',
  descripcion: 'Diseño y mantención del sitio web de la empresa.',
  honorario: '1.200.000',
  inicio: '2027-01-04',
  fechaFirma: '2026-12-28',
};

const PROMISE: Answers = {
  ...PROMISE_GENERATOR.defaults,
  vendedorNombre: 'Luis Araya Mena',
  vendedorRut: '12345678-5',
  vendedorDomicilio: 'Pedro de Valdivia 50, Providencia',
  compradorNombre: 'Marta Lagos Vidal',
  compradorRut: '11.222.333-9',
  compradorDomicilio: 'Grecia 900, Ñuñoa',
  direccion: 'Pedro de Valdivia 50, departamento 81',
  comuna: 'Providencia',
  precio: '150.000.000',
  pie: '15.000.000',
  fechaLimite: '2027-03-31',
  fechaFirma: '2026-12-15',
};

const TERMS: Answers = {
  ...TERMS_GENERATOR.defaults,
  nombreTienda: 'Café del Sur',
  razonSocial: 'Café del Sur SpA',
  rutEmpresa: '76.543.210-3',
  representante: 'Sofía Muñoz Reyes',
  domicilio: 'Merced 300, Santiago',
  correo: 'hola@cafedelsur.cl',
  sitio: 'www.cafedelsur.cl',
  fecha: '2026-12-01',
};

const text = (generator: Generator, answers: Answers) => documentText(generator.build(answers));
const headings = (document: LegalDocument) =>
  document.blocks.flatMap((block) => (block.kind === 'clause' ? [block.heading] : []));

describe('generated documents from complete answers', () => {
  it.each([
    [
      'rental',
      CONTRACTS_GENERATOR,
      RENTAL,
      [
        'Ana Rojas Pérez',
        'Pedro Soto Díaz',
        '12.345.678-5',
        '$450.000 (cuatrocientos cincuenta mil pesos)',
        '1 de enero de 2027',
        'comuna de Ñuñoa',
      ],
    ],
    [
      'service',
      CONTRACTS_GENERATOR,
      SERVICE,
      [
        'Comercial Andes SpA',
        'Camila Fuentes Lagos',
        '$1.200.000 (un millón doscientos mil pesos)',
        'boleta de honorarios',
        'no crea una relación laboral',
      ],
    ],
    [
      'promise',
      PROMISE_GENERATOR,
      PROMISE,
      [
        'Luis Araya Mena',
        'Marta Lagos Vidal',
        '$150.000.000 (ciento cincuenta millones de pesos)',
        '$135.000.000 (ciento treinta y cinco millones de pesos)',
        '31 de marzo de 2027',
      ],
    ],
    [
      'terms',
      TERMS_GENERATOR,
      TERMS,
      [
        'Café del Sur SpA',
        '76.543.210-3',
        'dentro de 10 días',
        'dentro de los 6 meses',
        'Agencia de Protección de Datos Personales',
        '30 días corridos',
        'Versión 1.0',
        '1 de diciembre de 2026',
      ],
    ],
  ] as const)(
    '%s: valid, and carries every answer as a contract writes it',
    (_, generator, answers, expected) => {
      expect(validateAnswers(generator.fields(answers), answers)).toEqual({});
      expect(generator.crossCheck?.(answers) ?? {}).toEqual({});
      const whole = text(generator, answers);
      for (const phrase of expected) expect(whole).toContain(phrase);
      expect(whole).not.toContain(BLANK);
    },
  );

  it.each([
    ['rental', CONTRACTS_GENERATOR, RENTAL, 'contrato-arriendo-pedro-soto-diaz'],
    ['service', CONTRACTS_GENERATOR, SERVICE, 'contrato-servicios-camila-fuentes-lagos'],
    ['promise', PROMISE_GENERATOR, PROMISE, 'promesa-compraventa-marta-lagos-vidal'],
    ['terms', TERMS_GENERATOR, TERMS, 'terminos-y-privacidad-cafe-del-sur'],
  ] as const)(
    '%s: names its file after the party, without accents',
    (_, generator, answers, name) => {
      expect(generator.fileName(answers)).toBe(name);
    },
  );
});

describe('clauses that depend on the answers', () => {
  it.each([
    ['a guarantee', { garantia: '' }, 'Garantía', false],
    ['a guarantee', {}, 'Garantía', true],
    ['an adjustment', { reajuste: 'sin' }, 'Reajuste', false],
    ['an adjustment every 6 months', { reajuste: '6' }, 'cada seis meses', true],
    ['automatic renewal', { renovacion: 'termina' }, 'se renovará tácita', false],
  ])('rental without/with %s', (_, changes, phrase, present) => {
    expect(text(CONTRACTS_GENERATOR, { ...RENTAL, ...changes }).includes(phrase)).toBe(present);
  });

  it('numbers the clauses without gaps when some are left out', () => {
    const full = headings(CONTRACTS_GENERATOR.build(RENTAL));
    const short = headings(CONTRACTS_GENERATOR.build({ ...RENTAL, garantia: '', reajuste: 'sin' }));
    expect(full.length - short.length).toBe(2);
    expect(short[4]).toMatch(/^QUINTO: Consumos/);
    expect(short.at(-1)).toMatch(/^DÉCIMO: Domicilio/);
  });

  it.each([
    ['arras', { caracterPie: 'arras' }, 'restituyéndolas dobladas', true],
    ['part of the price', {}, 'restituyéndolas dobladas', false],
    ['a penalty', { multa: '5.000.000' }, 'cinco millones de pesos', true],
    ['a mortgage', { saldo: 'credito' }, 'crédito hipotecario', true],
    ['no deposit', { pie: '' }, 'entrega en este acto', false],
  ])('promise with %s', (_, changes, phrase, present) => {
    expect(text(PROMISE_GENERATOR, { ...PROMISE, ...changes }).includes(phrase)).toBe(present);
  });

  it.each([
    ['services only', { productos: 'servicios' }, 'Garantía legal', false],
    ['goods', { productos: 'bienes' }, 'Garantía legal', true],
    ['no newsletter', { boletin: 'no' }, 'No usamos tus datos para enviarte publicidad', true],
    [
      'data abroad',
      { extranjero: 'el sitio se aloja en Estados Unidos' },
      'Transferencias internacionales: el sitio se aloja en Estados Unidos',
      true,
    ],
  ])('terms for %s', (_, changes, phrase, present) => {
    expect(text(TERMS_GENERATOR, { ...TERMS, ...changes }).includes(phrase)).toBe(present);
  });
});

describe('answers that cannot go into a document', () => {
  it.each([
    [
      CONTRACTS_GENERATOR,
      RENTAL,
      { arrendadorRut: '12345678-4' },
      'arrendadorRut',
      'El RUT no es válido: revisa el número y el dígito verificador (por ejemplo 12.345.678-5).',
    ],
    [
      CONTRACTS_GENERATOR,
      RENTAL,
      { arrendatarioNombre: ' ' },
      'arrendatarioNombre',
      'Completa nombre del arrendatario.',
    ],
    [
      CONTRACTS_GENERATOR,
      RENTAL,
      { renta: 'mucho' },
      'renta',
      'Escribe renta mensual (pesos) solo con números, por ejemplo 850.000.',
    ],
    [
      CONTRACTS_GENERATOR,
      RENTAL,
      { duracion: '0' },
      'duracion',
      'Duración (meses) debe estar entre 1 y 120.',
    ],
    [
      CONTRACTS_GENERATOR,
      RENTAL,
      { inicio: '2027-02-30' },
      'inicio',
      'Fecha de inicio no es una fecha válida.',
    ],
    [
      TERMS_GENERATOR,
      TERMS,
      { correo: 'hola@' },
      'correo',
      'Escribe un correo válido, por ejemplo nombre@empresa.cl.',
    ],
    [
      CONTRACTS_GENERATOR,
      SERVICE,
      { descripcion: 'x'.repeat(2001) },
      'descripcion',
      'Acorta servicios que se encargan (máximo 2000 caracteres).',
    ],
  ] as const)('%#: %s', (generator, base, changes, field, message) => {
    const answers = { ...base, ...changes };
    expect(validateAnswers(generator.fields(answers), answers)[field]).toBe(message);
  });

  it.each([
    [
      PROMISE_GENERATOR,
      { ...PROMISE, pie: '150.000.000' },
      'pie',
      'El monto que se entrega al firmar la promesa debe ser menor que el precio.',
    ],
    [
      CONTRACTS_GENERATOR,
      { ...SERVICE, termino: '2027-01-04' },
      'termino',
      'La fecha de término debe ser posterior a la de inicio.',
    ],
  ])('checks answers against each other (%#)', (generator, answers, field, message) => {
    expect(generator.crossCheck?.(answers)[field]).toBe(message);
  });

  it('shows a blank line in the preview where an answer is missing', () => {
    const whole = text(CONTRACTS_GENERATOR, { ...RENTAL, arrendadorNombre: '', renta: '' });
    expect(whole).toContain(`comparecen: ${BLANK}, RUT`);
    expect(whole).toContain(`$${BLANK}`);
  });
});

describe('the data-protection law, cited by its name on the day of the document', () => {
  const GENERATED: readonly [string, Generator, Answers][] = [
    ['rental', CONTRACTS_GENERATOR, RENTAL],
    ['service', CONTRACTS_GENERATOR, SERVICE],
    ['service with an encargo', CONTRACTS_GENERATOR, { ...SERVICE, encargoDatos: 'si' }],
    ['promise', PROMISE_GENERATOR, PROMISE],
    ['terms', TERMS_GENERATOR, TERMS],
  ];

  // Ley 21.719, artículo primero transitorio: from 1 December 2026 Ley 19.628 is 'sobre protección
  // de los datos personales'.
  it.each(GENERATED)(
    '%s, dated from 1 December 2026 (Ley 21.719 art. 1° transitorio), never calls Ley 19.628 the law of the vida privada',
    (_, generator, answers) => {
      const whole = text(generator, answers);
      expect(whole).not.toMatch(/vida privada/);
      for (const [citation] of whole.matchAll(/Ley N° 19\.628[^.;]*/g))
        expect(citation).toMatch(/^Ley N° 19\.628, sobre protección de los datos personales/);
    },
  );

  it('a service contract signed before 1 December 2026 names the law by both its titles', () => {
    const whole = text(CONTRACTS_GENERATOR, { ...SERVICE, fechaFirma: '2026-11-28' });
    expect(whole).toContain(
      'la Ley N° 19.628, sobre protección de la vida privada (desde el 1 de diciembre de 2026, sobre protección de los datos personales, según su texto reformado por la Ley N° 21.719)',
    );
  });

  it('a service contract where the prestador processes the client’s data carries the contents of art. 15 bis (Ley 19.628 as reformed by Ley 21.719)', () => {
    const whole = text(CONTRACTS_GENERATOR, {
      ...SERVICE,
      encargoDatos: 'si',
      datosTipos: 'nombre, RUT, correo y compras',
      datosTitulares: 'clientes de la tienda en línea',
    });
    for (const phrase of [
      'artículo 15 bis de la Ley N° 19.628, sobre protección de los datos personales',
      'El cliente es el responsable de ese tratamiento y el prestador su encargado',
      'Objeto y finalidad: el prestador tratará los datos solo para prestar los servicios descritos',
      'Duración: la de este contrato',
      'Tipos de datos: nombre, RUT, correo y compras',
      'Categorías de titulares: clientes de la tienda en línea',
      'solo según las instrucciones que el cliente le dé por escrito',
      'sin autorización específica y por escrito del cliente',
      'guardará secreto sobre los datos, también después del término',
      'medidas de seguridad',
      'informará al cliente, sin dilaciones indebidas, toda vulneración de seguridad',
      'suprimirá los datos o se los devolverá',
    ])
      expect(whole).toContain(phrase);
  });

  it('a service contract without an encargo says the parties must agree one in writing first', () => {
    const whole = text(CONTRACTS_GENERATOR, SERVICE);
    expect(whole).toContain(
      'Los servicios no incluyen tratar datos personales por cuenta del cliente',
    );
    expect(whole).not.toContain('Tratamiento de datos personales por encargo del cliente');
  });
});
