import type { CarriedProps } from '@/components/forms/form-island';
import { GeneratorBody } from '../kit/generator-body';
import { PROMISE_GENERATOR } from './promise-generator';

/** /generador-contratos-inmobiliarios once in use (or rendered without prerendered HTML). */
export default function PromiseBody({ carried }: CarriedProps) {
  return <GeneratorBody generator={PROMISE_GENERATOR} carried={carried} />;
}
