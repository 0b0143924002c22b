import type { AnswerField, Answers } from '../kit/answer-fields';
import { AnswerReader } from '../kit/answer-reader';
import type { LegalDocument } from '../kit/legal-document';
import { contractDocument } from './contract-document';
import { dataLawCitation, processorClause } from './data-law';
import { fileSlug, partyFields, SIGNING_FIELDS } from './shared-fields';

export const SERVICE_FIELDS: readonly AnswerField[] = [
  ...partyFields('cliente', 'Cliente (quien encarga el servicio)', 'del cliente'),
  ...partyFields('prestador', 'Prestador (quien presta el servicio)', 'del prestador'),
  {
    name: 'descripcion',
    label: 'Servicios que se encargan',
    kind: 'long-text',
    group: 'El servicio',
    hint: 'Qué hará el prestador, con el mayor detalle posible.',
  },
  {
    name: 'entregables',
    label: 'Entregables',
    kind: 'long-text',
    optional: true,
    group: 'El servicio',
    hint: 'Por ejemplo: un informe mensual, el código fuente, los diseños en formato editable.',
  },
  { name: 'honorario', label: 'Honorario bruto (pesos)', kind: 'amount', group: 'Honorarios' },
  {
    name: 'modalidad',
    label: 'El honorario se paga',
    kind: 'choice',
    group: 'Honorarios',
    choices: [
      { value: 'mensual', label: 'Cada mes' },
      { value: 'total', label: 'Una vez, por todo el servicio' },
    ],
  },
  {
    name: 'plazoPago',
    label: 'Días para pagar cada boleta',
    kind: 'whole',
    min: 1,
    max: 60,
    group: 'Honorarios',
  },
  { name: 'inicio', label: 'Fecha de inicio', kind: 'date', group: 'Plazo' },
  {
    name: 'termino',
    label: 'Fecha de término',
    kind: 'date',
    optional: true,
    group: 'Plazo',
    hint: 'Vacío: el contrato dura hasta que una parte le ponga término.',
  },
  {
    name: 'aviso',
    label: 'Días de aviso para terminarlo antes',
    kind: 'whole',
    min: 0,
    max: 180,
    group: 'Plazo',
  },
  {
    name: 'propiedad',
    label: 'Los derechos sobre lo que se crea',
    kind: 'choice',
    group: 'Plazo',
    choices: [
      { value: 'cliente', label: 'Pasan al cliente, una vez pagado' },
      { value: 'prestador', label: 'Quedan del prestador; el cliente puede usarlo' },
    ],
  },
  {
    name: 'encargoDatos',
    label: 'El prestador tratará datos personales por cuenta del cliente',
    kind: 'choice',
    group: 'Datos personales',
    hint: 'Por ejemplo, si administra la base de clientes, el sitio web o las remuneraciones del cliente.',
    choices: [
      { value: 'no', label: 'No' },
      { value: 'si', label: 'Sí' },
    ],
  },
  {
    name: 'datosTipos',
    label: 'Qué datos tratará',
    kind: 'text',
    optional: true,
    group: 'Datos personales',
    hint: 'Solo si trata datos por cuenta del cliente. Por ejemplo: nombre, RUT, correo y compras.',
  },
  {
    name: 'datosTitulares',
    label: 'De quiénes son esos datos',
    kind: 'text',
    optional: true,
    group: 'Datos personales',
    hint: 'Por ejemplo: clientes y proveedores del cliente, o sus trabajadores.',
  },
  {
    name: 'datosFinalidad',
    label: 'Para qué los tratará',
    kind: 'text',
    optional: true,
    group: 'Datos personales',
    hint: 'Vacío: solo para prestar los servicios encargados.',
  },
  ...SIGNING_FIELDS,
];

export const SERVICE_DEFAULTS: Answers = {
  modalidad: 'mensual',
  plazoPago: '10',
  aviso: '30',
  propiedad: 'cliente',
  encargoDatos: 'no',
  ciudad: 'Santiago',
};

/**
 * A contract for independent professional services: a civil contract (Código Civil arts. 2006 ff.
 * on leases of immaterial services), paid against a boleta de honorarios.
 */
export function buildServiceContract(answers: Answers): LegalDocument {
  const a = new AnswerReader(answers);
  const monthly = a.raw('modalidad') !== 'total';
  const law = dataLawCitation(a.raw('fechaFirma'));
  const processor = a.raw('encargoDatos') === 'si';
  const clauses = [
    {
      title: 'Objeto',
      paragraphs: [
        `El cliente encarga al prestador, quien acepta, la prestación de los siguientes servicios: ${a.text('descripcion')}`,
        ...(a.has('entregables') ? [`El prestador entregará: ${a.raw('entregables')}`] : []),
      ],
    },
    {
      title: 'Independencia',
      paragraphs: [
        'El prestador ejecutará los servicios con autonomía técnica y con sus propios medios, sin sujeción a horario ni a la subordinación o dependencia del cliente. Este contrato es de naturaleza civil, se rige por los artículos 2006 y siguientes del Código Civil y no crea una relación laboral entre las partes.',
      ],
    },
    {
      title: 'Honorarios',
      paragraphs: [
        `Como única remuneración, el cliente pagará al prestador ${monthly ? 'un honorario mensual' : 'por la totalidad de los servicios un honorario'} de ${a.money('honorario')} bruto, contra la emisión de la boleta de honorarios respectiva, dentro de los ${a.text('plazoPago')} días siguientes a su recepción.`,
        'Cuando la ley lo obligue, el cliente retendrá y enterará en arcas fiscales el impuesto que corresponda, y el honorario líquido será el que resulte después de esa retención.',
      ],
    },
    {
      title: 'Plazo y término',
      paragraphs: [
        a.has('termino')
          ? `Este contrato rige desde el ${a.date('inicio')} hasta el ${a.date('termino')}.`
          : `Este contrato rige desde el ${a.date('inicio')} y por tiempo indefinido.`,
        `Cualquiera de las partes podrá ponerle término anticipado avisando a la otra por escrito con ${a.text('aviso')} días de anticipación. El cliente pagará los servicios prestados hasta la fecha de término.`,
      ],
    },
    {
      title: 'Confidencialidad',
      paragraphs: [
        'El prestador guardará reserva de toda la información del cliente que conozca con ocasión de los servicios, durante el contrato y después de su término, y solo la usará para prestarlos.',
        ...(processor
          ? []
          : [
              `Los servicios no incluyen tratar datos personales por cuenta del cliente. Si llegaran a requerirlo, las partes lo acordarán antes por escrito, con el contenido que exige el artículo 15 bis de ${law}.`,
            ]),
      ],
    },
    ...(processor ? [processorClause(a, law)] : []),
    {
      title: 'Propiedad intelectual',
      paragraphs: [
        a.raw('propiedad') === 'prestador'
          ? 'El prestador conserva los derechos de autor sobre los trabajos que cree en cumplimiento de este contrato. El cliente recibe una licencia de uso no exclusiva e indefinida sobre ellos para sus propios fines, sin poder cederla a terceros.'
          : 'Los derechos patrimoniales de autor sobre los trabajos y entregables que el prestador cree para el cliente en cumplimiento de este contrato se ceden al cliente una vez pagados los honorarios que les correspondan, conforme a la Ley N° 17.336.',
      ],
    },
    {
      title: 'Domicilio',
      paragraphs: [
        'Para todos los efectos de este contrato, las partes fijan domicilio en la ciudad donde se firma y se someten a la competencia de sus tribunales.',
      ],
    },
  ];
  return contractDocument({
    title: 'CONTRATO DE PRESTACIÓN DE SERVICIOS',
    answers: a,
    parties: [
      { prefix: 'cliente', alias: 'el cliente', role: 'Cliente' },
      { prefix: 'prestador', alias: 'el prestador', role: 'Prestador' },
    ],
    agreement: 'el siguiente contrato de prestación de servicios',
    clauses,
  });
}

export const serviceFileName = (answers: Answers): string =>
  ['contrato-servicios', fileSlug(answers.prestadorNombre ?? '')].filter(Boolean).join('-');
