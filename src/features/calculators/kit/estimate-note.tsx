/** The warning every calculator shows next to its result. */
export function EstimateNote() {
  return (
    <p role="note" className="rounded-lg bg-accent-soft p-3 text-sm text-ink">
      <strong>Estimación, no asesoría legal.</strong> El resultado aplica las reglas generales de la
      ley a los datos que ingresaste. Tu caso puede tener acuerdos, descuentos o criterios de los
      tribunales que cambien el monto: confírmalo con un abogado antes de decidir.
    </p>
  );
}
