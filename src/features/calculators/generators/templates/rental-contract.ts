import type { AnswerField, Answers } from '../kit/answer-fields';
import { AnswerReader, BLANK } from '../kit/answer-reader';
import type { LegalDocument } from '../kit/legal-document';
import { contractDocument } from './contract-document';
import { fileSlug, partyFields, SIGNING_FIELDS } from './shared-fields';

const USES = {
  habitacional: 'la habitación del arrendatario y de las personas que viven con él',
  comercial: 'el funcionamiento de un local comercial del arrendatario',
  oficina: 'oficina del arrendatario',
} as const;

export const RENTAL_FIELDS: readonly AnswerField[] = [
  ...partyFields('arrendador', 'Arrendador (dueño)', 'del arrendador'),
  ...partyFields('arrendatario', 'Arrendatario', 'del arrendatario'),
  { name: 'direccion', label: 'Dirección del inmueble', kind: 'text', group: 'El inmueble' },
  { name: 'comuna', label: 'Comuna', kind: 'text', group: 'El inmueble' },
  {
    name: 'destino',
    label: 'Destino',
    kind: 'choice',
    group: 'El inmueble',
    choices: [
      { value: 'habitacional', label: 'Vivienda' },
      { value: 'comercial', label: 'Local comercial' },
      { value: 'oficina', label: 'Oficina' },
    ],
  },
  {
    name: 'incluye',
    label: 'Incluye además',
    kind: 'text',
    optional: true,
    group: 'El inmueble',
    hint: 'Por ejemplo: estacionamiento N° 12 y bodega N° 5.',
  },
  { name: 'renta', label: 'Renta mensual (pesos)', kind: 'amount', group: 'Renta y plazo' },
  {
    name: 'diaPago',
    label: 'Pago dentro de los primeros (días del mes)',
    kind: 'whole',
    min: 1,
    max: 15,
    group: 'Renta y plazo',
  },
  {
    name: 'reajuste',
    label: 'Reajuste de la renta',
    kind: 'choice',
    group: 'Renta y plazo',
    choices: [
      { value: '12', label: 'Según el IPC, cada 12 meses' },
      { value: '6', label: 'Según el IPC, cada 6 meses' },
      { value: 'sin', label: 'Sin reajuste' },
    ],
  },
  {
    name: 'garantia',
    label: 'Garantía (pesos)',
    kind: 'amount',
    optional: true,
    group: 'Renta y plazo',
    hint: 'Lo usual es un mes de renta. Déjalo vacío si no hay garantía.',
  },
  { name: 'inicio', label: 'Fecha de inicio', kind: 'date', group: 'Renta y plazo' },
  {
    name: 'duracion',
    label: 'Duración (meses)',
    kind: 'whole',
    min: 1,
    max: 120,
    group: 'Renta y plazo',
  },
  {
    name: 'renovacion',
    label: 'Al vencer el plazo',
    kind: 'choice',
    group: 'Renta y plazo',
    choices: [
      { value: 'automatica', label: 'Se renueva si nadie avisa' },
      { value: 'termina', label: 'Termina sin necesidad de aviso' },
    ],
  },
  ...SIGNING_FIELDS,
];

export const RENTAL_DEFAULTS: Answers = {
  destino: 'habitacional',
  diaPago: '5',
  reajuste: '12',
  duracion: '12',
  renovacion: 'automatica',
  ciudad: 'Santiago',
};

/** A lease of an urban property (Código Civil arts. 1915 ff. and Ley 18.101). */
export function buildRentalContract(answers: Answers): LegalDocument {
  const a = new AnswerReader(answers);
  const destination = a.raw('destino');
  const use = Object.hasOwn(USES, destination)
    ? USES[destination as keyof typeof USES]
    : USES.habitacional;
  const extra = a.has('incluye') ? `, e incluye ${a.raw('incluye')}` : '';
  const months = a.whole('duracion');
  const adjustEvery = a.raw('reajuste');
  const clauses = [
    {
      title: 'La propiedad',
      paragraphs: [
        `El arrendador da en arrendamiento al arrendatario, quien acepta para sí, el inmueble ubicado en ${a.text('direccion')}, comuna de ${a.text('comuna')}${extra}. El arrendador declara que tiene la facultad de darlo en arrendamiento.`,
      ],
    },
    {
      title: 'Destino',
      paragraphs: [
        `El inmueble se destinará exclusivamente a ${use}. El arrendatario no podrá cambiar este destino, ni subarrendar el inmueble o ceder este contrato, sin autorización previa y escrita del arrendador.`,
      ],
    },
    {
      title: 'Plazo',
      paragraphs: [
        `El arrendamiento comienza el ${a.date('inicio')} y dura ${months === null ? BLANK : String(months)} ${months === 1 ? 'mes' : 'meses'}.`,
        a.raw('renovacion') === 'termina'
          ? 'Al vencer el plazo, el contrato terminará sin necesidad de aviso, y el arrendatario restituirá el inmueble ese día.'
          : 'Al vencer el plazo, el contrato se renovará tácita y sucesivamente por períodos iguales, salvo que una de las partes avise a la otra su voluntad de ponerle término mediante carta certificada enviada con al menos sesenta días de anticipación al vencimiento del período en curso.',
      ],
    },
    {
      title: 'Renta',
      paragraphs: [
        `La renta mensual es de ${a.money('renta')}, que el arrendatario pagará por mes anticipado, dentro de los primeros ${a.text('diaPago')} días de cada mes, mediante depósito o transferencia a la cuenta que el arrendador le indique por escrito. El arrendador entregará comprobante de cada pago que reciba.`,
        'El simple retardo en el pago de la renta constituirá en mora al arrendatario.',
      ],
    },
    ...(adjustEvery === 'sin'
      ? []
      : [
          {
            title: 'Reajuste',
            paragraphs: [
              `La renta se reajustará cada ${adjustEvery === '6' ? 'seis' : 'doce'} meses, en la misma proporción en que haya variado el Índice de Precios al Consumidor (IPC) que publica el Instituto Nacional de Estadísticas en el período correspondiente.`,
            ],
          },
        ]),
    ...(a.has('garantia')
      ? [
          {
            title: 'Garantía',
            paragraphs: [
              `Para garantizar la conservación del inmueble, su restitución en el estado en que lo recibe y el pago de los perjuicios, consumos y gastos comunes que quede adeudando, el arrendatario entrega en este acto al arrendador la suma de ${a.money('garantia')}.`,
              'El arrendador devolverá la garantía, reajustada en la misma proporción que la renta, dentro de los treinta días siguientes a la restitución del inmueble, descontando solo lo que corresponda por esos conceptos, con su detalle y comprobantes. La garantía no podrá imputarse al pago de la renta, ni aun de la del último mes.',
            ],
          },
        ]
      : []),
    {
      title: 'Consumos y gastos comunes',
      paragraphs: [
        'Serán de cargo del arrendatario, desde el inicio del arrendamiento, los consumos de electricidad, agua, gas y demás servicios del inmueble y los gastos comunes ordinarios, que pagará a su vencimiento. Las contribuciones de bienes raíces y los gastos comunes extraordinarios serán de cargo del arrendador.',
      ],
    },
    {
      title: 'Conservación y mejoras',
      paragraphs: [
        'El arrendatario cuidará el inmueble y hará a su costa las reparaciones locativas, es decir, las que se deben a su uso ordinario (artículo 1940 del Código Civil). Las demás reparaciones necesarias serán de cargo del arrendador, salvo que se deban a culpa del arrendatario, quien deberá avisarle de ellas oportunamente.',
        'Las mejoras que el arrendatario haga sin autorización escrita del arrendador quedarán a beneficio del inmueble, salvo que puedan separarse sin detrimento.',
      ],
    },
    {
      title: 'Visitas',
      paragraphs: [
        'El arrendatario permitirá que el arrendador o quien este designe visite el inmueble, previo aviso de al menos veinticuatro horas y en horario razonable, para verificar su estado y, durante los últimos sesenta días del contrato, para mostrarlo a interesados.',
      ],
    },
    {
      title: 'Término anticipado',
      paragraphs: [
        'Darán derecho al arrendador a poner término al contrato y a pedir la restitución del inmueble conforme a la Ley N° 18.101: (a) el no pago de la renta en el plazo convenido; (b) destinar el inmueble a un fin distinto del pactado; (c) subarrendarlo o ceder el contrato sin autorización; (d) causarle daños que no se deban al uso legítimo; y (e) no pagar los consumos o gastos comunes a su cargo.',
      ],
    },
    {
      title: 'Restitución',
      paragraphs: [
        'Al término del contrato el arrendatario restituirá el inmueble desocupado, limpio y en el estado en que lo recibió, considerando el desgaste por el tiempo y su uso legítimo, con todas sus llaves y con los comprobantes de pago de los consumos y gastos comunes hasta el último día de ocupación.',
        'Las partes dejan constancia del estado del inmueble y de sus especies en un inventario que firman por separado y que forma parte de este contrato.',
      ],
    },
    {
      title: 'Domicilio',
      paragraphs: [
        `Para todos los efectos de este contrato, las partes fijan domicilio en la comuna de ${a.text('comuna')} y se someten a la competencia de sus tribunales.`,
      ],
    },
  ];
  return contractDocument({
    title: 'CONTRATO DE ARRENDAMIENTO',
    answers: a,
    parties: [
      { prefix: 'arrendador', alias: 'el arrendador', role: 'Arrendador' },
      { prefix: 'arrendatario', alias: 'el arrendatario', role: 'Arrendatario' },
    ],
    agreement: 'el siguiente contrato de arrendamiento',
    clauses,
  });
}

export const rentalFileName = (answers: Answers): string =>
  ['contrato-arriendo', fileSlug(answers.arrendatarioNombre ?? '')].filter(Boolean).join('-');
