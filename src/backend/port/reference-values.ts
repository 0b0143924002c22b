import type { ReferenceValueEntry, ReferenceValueRow } from '../reference-value-types';

/** Admin: the calculators' reference values (UF, UTM, ingreso mínimo). */
export interface ValoresReferenciaPort {
  /** The values in force, each with its date, origin and source. */
  inForce(): Promise<ReferenceValueRow[]>;
  /** Enters a value by hand with its reason (audited); refused outside its plausible range. */
  correct(entry: ReferenceValueEntry): Promise<void>;
}
