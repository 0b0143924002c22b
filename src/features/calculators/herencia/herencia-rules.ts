import type { LegalRule } from '../kit/legal-basis';

export const HERENCIA_RULES: readonly LegalRule[] = [
  {
    article: 'Art. 988',
    law: 'Código Civil',
    summary:
      'Los hijos excluyen a los demás herederos, salvo al cónyuge o conviviente civil. Con un hijo, el cónyuge recibe lo mismo que él; con dos o más, el doble de lo que recibe cada hijo, y nunca menos de la cuarta parte de la herencia.',
  },
  {
    article: 'Art. 989',
    law: 'Código Civil',
    summary:
      'Sin descendientes, heredan el cónyuge o conviviente civil y los ascendientes de grado más próximo: dos tercios para el cónyuge y un tercio para los ascendientes. Si falta uno de los dos, el otro lleva toda la herencia.',
  },
  {
    article: 'Art. 990',
    law: 'Código Civil',
    summary:
      'Sin descendientes, ascendientes ni cónyuge o conviviente civil, heredan los hermanos. Después siguen los demás colaterales y, a falta de todos, el Fisco.',
  },
  {
    article: 'Ley 20.830',
    law: '(Acuerdo de Unión Civil)',
    summary:
      'El conviviente civil sobreviviente hereda y es legitimario en los mismos términos que el cónyuge.',
  },
  {
    article: 'Arts. 1182 y 1184',
    law: 'Código Civil',
    summary:
      'Si hay legitimarios (descendientes, cónyuge o conviviente civil, ascendientes), la mitad de la herencia es para sus legítimas, una cuarta parte es de mejoras (solo para el cónyuge o conviviente civil, descendientes o ascendientes) y la otra cuarta es de libre disposición. Sin legitimarios, el testamento dispone libremente de todo.',
  },
  {
    article: 'Art. 1191',
    law: 'Código Civil',
    summary:
      'Lo que el testamento no disponga de las cuartas de mejoras y de libre disposición se agrega a las legítimas.',
  },
  {
    article: 'Art. 2',
    law: 'Ley 16.271',
    summary:
      'El impuesto se calcula sobre la cuota de cada heredero. De la cuota se descuenta la parte exenta (50 UTA para cónyuge, conviviente civil, ascendientes e hijos; 5 UTA para hermanos y otros colaterales) y al resto se aplica la escala progresiva, del 1% al 25%, como base × tasa − rebaja fija en UTM. Para los colaterales hasta el cuarto grado, como los hermanos, el impuesto se recarga en 20%.',
  },
  {
    article: 'Art. 50',
    law: 'Ley 16.271',
    summary:
      'El impuesto se paga dentro de dos años desde el fallecimiento; desde la Ley 21.210 se puede pedir pagarlo en cuotas anuales.',
  },
];
