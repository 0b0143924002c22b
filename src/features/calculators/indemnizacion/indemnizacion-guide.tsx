/** What the calculator counts and what it leaves out. */
export function IndemnizacionGuide() {
  return (
    <>
      <h2 className="text-xl font-semibold">Cómo se calcula</h2>
      <p>
        Cada año trabajado da derecho a 30 días de la última remuneración mensual, y la fracción
        final cuenta como un año más solo si supera los seis meses: seis meses exactos no suman,
        seis meses y un día sí. Se pagan como máximo 11 años y la remuneración considerada tiene un
        tope de 90 UF, salvo en contratos iniciados antes del 14 de agosto de 1981.
      </p>
      <p>
        Si el empleador no avisó por escrito con 30 días de anticipación, debe además un mes de
        remuneración. Si un tribunal declara injustificado el despido, la indemnización por años de
        servicio aumenta según la causal que se invocó; el recargo no se aplica al aviso previo.
      </p>
      <h2 className="text-xl font-semibold">Plazos</h2>
      <p>
        Para demandar por despido injustificado tienes 60 días hábiles desde la separación. Un
        reclamo ante la Inspección del Trabajo suspende ese plazo, pero la demanda no puede
        presentarse después de 90 días hábiles desde el despido.
      </p>
      <h2 className="text-xl font-semibold">Lo que esta calculadora no incluye</h2>
      <p>
        Contratos por obra o faena, indemnizaciones pactadas por sobre la ley, la indemnización
        adicional de una tutela de derechos fundamentales, reajustes e intereses, ni el descuento
        exacto del seguro de cesantía. Un abogado laboral puede revisarlo con tus liquidaciones y tu
        carta de despido.
      </p>
    </>
  );
}
