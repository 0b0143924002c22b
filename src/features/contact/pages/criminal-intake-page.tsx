import { CRIMINAL_CONSULTATION_META } from '../intake/data/criminal-consultation.meta';
import { IntakeHead, IntakeIsland } from '../intake/intake-island';

export default function CriminalIntakePage() {
  return (
    <>
      <IntakeHead meta={CRIMINAL_CONSULTATION_META} />
      <IntakeIsland which="penal" meta={CRIMINAL_CONSULTATION_META} />
    </>
  );
}
