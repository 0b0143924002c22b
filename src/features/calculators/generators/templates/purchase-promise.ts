import { formatClp } from '@/lib/format/clp';
import { pesosInWords } from '../kit/amount-in-words';
import type { AnswerField, Answers } from '../kit/answer-fields';
import { AnswerReader, BLANK } from '../kit/answer-reader';
import type { LegalDocument } from '../kit/legal-document';
import { contractDocument } from './contract-document';
import { fileSlug, partyFields, SIGNING_FIELDS } from './shared-fields';

export const PROMISE_FIELDS: readonly AnswerField[] = [
  ...partyFields('vendedor', 'Promitente vendedor', 'del vendedor'),
  ...partyFields('comprador', 'Promitente comprador', 'del comprador'),
  { name: 'direccion', label: 'Dirección del inmueble', kind: 'text', group: 'El inmueble' },
  { name: 'comuna', label: 'Comuna', kind: 'text', group: 'El inmueble' },
  {
    name: 'rol',
    label: 'Rol de avalúo',
    kind: 'text',
    optional: true,
    group: 'El inmueble',
    hint: 'Aparece en el certificado de avalúo fiscal del SII, por ejemplo 1234-56.',
  },
  {
    name: 'inscripcion',
    label: 'Inscripción de dominio',
    kind: 'text',
    optional: true,
    group: 'El inmueble',
    hint: 'Por ejemplo: fojas 1234 número 567 del Registro de Propiedad del año 2015 del Conservador de Bienes Raíces de Santiago.',
  },
  { name: 'precio', label: 'Precio (pesos)', kind: 'amount', group: 'Precio y pago' },
  {
    name: 'pie',
    label: 'Monto que se entrega al firmar la promesa (pesos)',
    kind: 'amount',
    optional: true,
    group: 'Precio y pago',
  },
  {
    name: 'caracterPie',
    label: 'Ese monto se entrega',
    kind: 'choice',
    group: 'Precio y pago',
    choices: [
      { value: 'precio', label: 'Como parte del precio' },
      { value: 'arras', label: 'Como arras (permite retractarse)' },
    ],
  },
  {
    name: 'saldo',
    label: 'El saldo se paga',
    kind: 'choice',
    group: 'Precio y pago',
    choices: [
      { value: 'contado', label: 'Al contado, al firmar la compraventa' },
      { value: 'credito', label: 'Con un crédito hipotecario' },
    ],
  },
  {
    name: 'fechaLimite',
    label: 'Fecha límite para firmar la compraventa',
    kind: 'date',
    group: 'Plazo',
  },
  {
    name: 'notaria',
    label: 'Notaría',
    kind: 'text',
    optional: true,
    group: 'Plazo',
    hint: 'Vacío: la que designe el promitente comprador.',
  },
  {
    name: 'multa',
    label: 'Multa si una parte no firma (pesos)',
    kind: 'amount',
    optional: true,
    group: 'Plazo',
    hint: 'Cláusula penal. Déjala vacía si no la quieren pactar.',
  },
  ...SIGNING_FIELDS,
];

export const PROMISE_DEFAULTS: Answers = {
  caracterPie: 'precio',
  saldo: 'contado',
  ciudad: 'Santiago',
};

/**
 * A promise to buy and sell a property. Art. 1554 of the Código Civil makes a promise binding only
 * if it is in writing, the promised contract is valid, a term or condition fixes when it will be
 * signed, and it is specified so that only its signing is missing: every clause here serves one of
 * those requirements or the usual protections of a property purchase.
 */
export function buildPurchasePromise(answers: Answers): LegalDocument {
  const a = new AnswerReader(answers);
  const price = a.amount('precio');
  const upfront = a.has('pie') ? a.amount('pie') : null;
  const balance = price !== null && upfront !== null ? price - upfront : null;
  const balanceText =
    balance !== null && balance > 0
      ? `${formatClp(balance)} (${pesosInWords(balance)})`
      : `$${BLANK}`;
  const earnest = a.raw('caracterPie') === 'arras';
  const byMortgage = a.raw('saldo') === 'credito';
  const balancePayment = byMortgage
    ? 'con el producto de un crédito hipotecario que el promitente comprador obtendrá de una institución financiera, y que esta pagará al promitente vendedor en la forma que se convenga en la escritura de compraventa'
    : 'al contado, al firmarse la escritura de compraventa';
  const identification = [
    `ubicado en ${a.text('direccion')}, comuna de ${a.text('comuna')}`,
    a.has('rol') ? `rol de avalúo N° ${a.raw('rol')}` : '',
    a.has('inscripcion') ? `inscrito a su nombre a ${a.raw('inscripcion')}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const clauses = [
    {
      title: 'El inmueble',
      paragraphs: [`El promitente vendedor es dueño del inmueble ${identification}.`],
    },
    {
      title: 'La promesa',
      paragraphs: [
        'Por este instrumento, el promitente vendedor promete vender, ceder y transferir al promitente comprador, quien promete comprar, aceptar y adquirir para sí, el inmueble singularizado en la cláusula anterior, con todos sus usos, costumbres, derechos y servidumbres.',
      ],
    },
    {
      title: 'Precio y forma de pago',
      paragraphs: [
        upfront === null
          ? `El precio de la compraventa prometida será de ${a.money('precio')}, que se pagará ${balancePayment}.`
          : `El precio de la compraventa prometida será de ${a.money('precio')}, que se pagará: (a) con ${a.money('pie')}, que el promitente comprador entrega en este acto al promitente vendedor ${earnest ? 'a título de arras' : 'como parte del precio'}, quien declara recibirlos a su entera satisfacción; y (b) con el saldo de ${balanceText}, ${balancePayment}.`,
        ...(upfront !== null && earnest
          ? [
              'Conforme al artículo 1803 del Código Civil, cualquiera de las partes podrá retractarse de esta promesa hasta la fecha límite pactada: el promitente comprador, perdiendo las arras; y el promitente vendedor, restituyéndolas dobladas. Si se firma la compraventa, las arras se imputarán al precio.',
            ]
          : []),
      ],
    },
    {
      title: 'Plazo',
      paragraphs: [
        `La compraventa prometida se celebrará por escritura pública en ${a.has('notaria') ? a.raw('notaria') : 'la notaría que designe el promitente comprador'}, a más tardar el ${a.date('fechaLimite')}.${byMortgage ? ' Si el saldo se paga con crédito hipotecario, la escritura se firmará en la notaría que designe la institución que otorgue el crédito, dentro del mismo plazo.' : ''}`,
      ],
    },
    {
      title: 'Estado del inmueble y títulos',
      paragraphs: [
        'El inmueble se venderá como especie o cuerpo cierto, en el estado en que se encuentra, que el promitente comprador declara conocer; libre de todo gravamen, prohibición, embargo, litigio y ocupante; y con las contribuciones, gastos comunes y consumos pagados al día de la entrega.',
        'El promitente vendedor entregará, dentro de los diez días siguientes a esta fecha, los títulos y certificados que se le pidan para el estudio de títulos. Si ese estudio tiene observaciones que no se subsanen antes de la fecha límite, el promitente comprador podrá desistirse de esta promesa y el promitente vendedor le restituirá, dentro de los cinco días siguientes, todo lo recibido, sin multa para ninguna de las partes.',
      ],
    },
    {
      title: 'Entrega material',
      paragraphs: [
        'La entrega material del inmueble se hará una vez firmada la escritura de compraventa y pagado el precio, con todas sus llaves y los comprobantes de pago de las contribuciones, gastos comunes y consumos al día.',
      ],
    },
    ...(a.has('multa')
      ? [
          {
            title: 'Cláusula penal',
            paragraphs: [
              `Si una de las partes no concurre a firmar la compraventa prometida dentro del plazo por un hecho que le sea imputable, pagará a la otra, a título de cláusula penal, la suma de ${a.money('multa')}. La parte que cumplió podrá exigir, a su elección, la pena o el cumplimiento de la promesa (artículo 1537 del Código Civil).`,
            ],
          },
        ]
      : []),
    {
      title: 'Gastos',
      paragraphs: [
        'Los gastos notariales de esta promesa y de la escritura de compraventa serán pagados por mitades; los derechos de inscripción en el Conservador de Bienes Raíces y el impuesto de timbres y estampillas del crédito, si lo hay, serán de cargo del promitente comprador.',
      ],
    },
    {
      title: 'Domicilio',
      paragraphs: [
        `Para todos los efectos de esta promesa, las partes fijan domicilio en la comuna de ${a.text('comuna')} y se someten a la competencia de sus tribunales.`,
      ],
    },
  ];
  return contractDocument({
    title: 'PROMESA DE COMPRAVENTA',
    answers: a,
    parties: [
      { prefix: 'vendedor', alias: 'el promitente vendedor', role: 'Promitente vendedor' },
      { prefix: 'comprador', alias: 'el promitente comprador', role: 'Promitente comprador' },
    ],
    agreement: 'la siguiente promesa de compraventa',
    clauses,
    closing:
      'La presente promesa se firma en tres ejemplares del mismo tenor y fecha, y las firmas se autorizan ante notario. Queda un ejemplar en poder de cada parte y otro en la notaría.',
  });
}

/** The deposit cannot be the whole price or more: the answer that would make no sense. */
export function promiseErrors(answers: Answers): Record<string, string> {
  const a = new AnswerReader(answers);
  const price = a.amount('precio');
  const upfront = a.amount('pie');
  if (price !== null && upfront !== null && upfront >= price)
    return { pie: 'El monto que se entrega al firmar la promesa debe ser menor que el precio.' };
  return {};
}

export const promiseFileName = (answers: Answers): string =>
  ['promesa-compraventa', fileSlug(answers.compradorNombre ?? '')].filter(Boolean).join('-');
