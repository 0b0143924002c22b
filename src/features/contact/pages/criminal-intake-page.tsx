import { CRIMINAL_CONSULTATION } from '../intake/data/criminal-consultation';
import { IntakePage } from '../intake/intake-page';

export default function CriminalIntakePage() {
  return <IntakePage intake={CRIMINAL_CONSULTATION} />;
}
