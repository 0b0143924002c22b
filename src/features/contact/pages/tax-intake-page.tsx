import { TAX_DIAGNOSIS } from '../intake/data/tax-diagnosis';
import { IntakePage } from '../intake/intake-page';

export default function TaxIntakePage() {
  return <IntakePage intake={TAX_DIAGNOSIS} />;
}
