import { TAX_DIAGNOSIS_META } from '../intake/data/tax-diagnosis.meta';
import { IntakeHead, IntakeIsland } from '../intake/intake-island';

export default function TaxIntakePage() {
  return (
    <>
      <IntakeHead meta={TAX_DIAGNOSIS_META} />
      <IntakeIsland which="fiscal" meta={TAX_DIAGNOSIS_META} />
    </>
  );
}
