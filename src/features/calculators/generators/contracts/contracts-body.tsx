import type { CarriedProps } from '@/components/forms/form-island';
import { GeneratorBody } from '../kit/generator-body';
import { CONTRACTS_GENERATOR } from './contracts-generator';

/** /herramientas/contratos once in use (or rendered without prerendered HTML). */
export default function ContractsBody({ carried }: CarriedProps) {
  return <GeneratorBody generator={CONTRACTS_GENERATOR} carried={carried} />;
}
