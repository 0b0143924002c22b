import type { AnswerErrors, AnswerField, Answers } from '../kit/answer-fields';
import type { Generator } from '../kit/generator';
import {
  buildRentalContract,
  RENTAL_DEFAULTS,
  RENTAL_FIELDS,
  rentalFileName,
} from '../templates/rental-contract';
import {
  buildServiceContract,
  SERVICE_DEFAULTS,
  SERVICE_FIELDS,
  serviceFileName,
} from '../templates/service-contract';

const TYPE_FIELD: AnswerField = {
  name: 'tipo',
  label: 'Contrato que necesitas',
  kind: 'choice',
  group: 'Tipo de contrato',
  choices: [
    { value: 'arriendo', label: 'Arriendo de un inmueble' },
    { value: 'servicios', label: 'Prestación de servicios' },
  ],
};

const isService = (answers: Answers) => answers.tipo === 'servicios';

function ContractsGuide() {
  return (
    <>
      <h2 className="text-xl font-semibold">Qué contrato elegir</h2>
      <p>
        El <strong>contrato de arriendo</strong> sirve para arrendar una casa, un departamento, una
        oficina o un local urbano. Se rige por el Código Civil (artículos 1915 y siguientes) y por
        la Ley N° 18.101 sobre arrendamiento de predios urbanos, cuyos derechos para el arrendatario
        no se pueden renunciar en el contrato.
      </p>
      <p>
        El <strong>contrato de prestación de servicios</strong> sirve para encargar un trabajo a un
        profesional independiente que emite boleta de honorarios. Si en los hechos esa persona
        cumple horario, recibe órdenes y trabaja bajo la supervisión de quien le paga, la relación
        es laboral aunque el contrato diga otra cosa (artículos 7 y 8 del Código del Trabajo), con
        todas sus obligaciones.
      </p>
      <h2 className="text-xl font-semibold">Antes de firmar</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Revisa que los nombres, RUT y domicilios coincidan con las cédulas de identidad.</li>
        <li>
          En un arriendo, pide el certificado de dominio vigente para confirmar quién es el dueño, y
          firma un inventario con fotos del estado del inmueble.
        </li>
        <li>
          Firmar ante notario no es obligatorio, pero da fecha cierta al contrato y facilita
          probarlo si hay un juicio.
        </li>
        <li>Guarda un ejemplar firmado y los comprobantes de cada pago.</li>
      </ul>
      <h2 className="text-xl font-semibold">Lo que este modelo no cubre</h2>
      <p>
        Arriendos de inmuebles rurales, con opción de compra o amoblados con inventario detallado;
        codeudores solidarios; servicios con exclusividad o metas. Para esos casos, un abogado
        adapta el contrato a lo que acordaron.
      </p>
    </>
  );
}

/** The rental and service contracts, chosen by the first answer. */
export const CONTRACTS_GENERATOR: Generator = {
  draftId: 'generador-contratos',
  title: 'Generador de contratos',
  intro:
    'Responde las preguntas y obtén un contrato de arriendo o de prestación de servicios listo para revisar, descargar en Word e imprimir.',
  fields: (answers) => [TYPE_FIELD, ...(isService(answers) ? SERVICE_FIELDS : RENTAL_FIELDS)],
  defaults: { tipo: 'arriendo', ...RENTAL_DEFAULTS, ...SERVICE_DEFAULTS },
  crossCheck: (answers): AnswerErrors => {
    const { inicio, termino } = answers;
    return isService(answers) && inicio && termino && termino <= inicio
      ? { termino: 'La fecha de término debe ser posterior a la de inicio.' }
      : {};
  },
  build: (answers) => (isService(answers) ? buildServiceContract : buildRentalContract)(answers),
  fileName: (answers) => (isService(answers) ? serviceFileName : rentalFileName)(answers),
  plan: 'contratos-express-revision',
  Guide: ContractsGuide,
};
