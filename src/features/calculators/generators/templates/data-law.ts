import type { AnswerReader } from '../kit/answer-reader';

/**
 * Ley 21.719 reformed Ley 19.628 and renamed it 'sobre protección de los datos personales' from
 * 1 December 2026 (its artículo primero transitorio); until then its title is 'sobre protección de
 * la vida privada'. A document cites the law by the name it has on the day it is signed or takes
 * effect; one dated earlier names both, since it will be read under the reformed text.
 */
export const DATA_LAW_REFORM_IN_FORCE = '2026-12-01';

export function dataLawCitation(isoDate: string | undefined): string {
  if (
    isoDate !== undefined &&
    /^\d{4}-\d{2}-\d{2}$/.test(isoDate) &&
    isoDate < DATA_LAW_REFORM_IN_FORCE
  )
    return 'la Ley N° 19.628, sobre protección de la vida privada (desde el 1 de diciembre de 2026, sobre protección de los datos personales, según su texto reformado por la Ley N° 21.719)';
  return 'la Ley N° 19.628, sobre protección de los datos personales';
}

/**
 * The clause of an encargo de tratamiento: when one party processes personal data on behalf of
 * the other, art. 15 bis asks the contract to state its object, duration, purpose, the types of
 * data and categories of data subjects, each party's rights and duties, no sub-delegation without
 * specific written authorisation, secrecy and security, breach reports to the responsable, and the
 * deletion or return of the data at the end.
 */
export function processorClause(
  a: AnswerReader,
  law: string,
): { title: string; paragraphs: string[] } {
  const purpose = a.has('datosFinalidad')
    ? a.raw('datosFinalidad')
    : 'prestar los servicios descritos en la cláusula de objeto';
  return {
    title: 'Tratamiento de datos personales por encargo del cliente',
    paragraphs: [
      `Para prestar los servicios, el prestador tratará datos personales por cuenta del cliente. El cliente es el responsable de ese tratamiento y el prestador su encargado, en los términos del artículo 15 bis de ${law}.`,
      `Objeto y finalidad: el prestador tratará los datos solo para ${purpose}. Duración: la de este contrato. Tipos de datos: ${a.text('datosTipos')}. Categorías de titulares: ${a.text('datosTitulares')}.`,
      'El prestador tratará los datos solo según las instrucciones que el cliente le dé por escrito, y no los usará para fines propios ni los comunicará a terceros. El cliente garantiza que el tratamiento que encarga tiene una base de licitud y atenderá las solicitudes de los titulares; el prestador le ayudará a responderlas.',
      'El prestador no delegará ni subcontratará el tratamiento, en todo o en parte, sin autorización específica y por escrito del cliente. Quien lo reemplace con esa autorización quedará sujeto a las mismas obligaciones.',
      'El prestador guardará secreto sobre los datos, también después del término de este contrato, y aplicará las medidas de seguridad técnicas y organizativas que correspondan a su naturaleza y a los riesgos del tratamiento.',
      'El prestador informará al cliente, sin dilaciones indebidas, toda vulneración de seguridad que afecte a los datos tratados por su encargo, con la información de que disponga sobre ella.',
      'Al término de este contrato, el prestador, a elección del cliente, suprimirá los datos o se los devolverá, y no conservará copias, salvo que la ley le obligue a conservarlos.',
    ],
  };
}
