import type { CarriedProps } from '@/components/forms/form-island';
import { GeneratorBody } from '../kit/generator-body';
import { TERMS_GENERATOR } from './terms-generator';

/** /generador-terminos once in use (or rendered without prerendered HTML). */
export default function TermsBody({ carried }: CarriedProps) {
  return <GeneratorBody generator={TERMS_GENERATOR} carried={carried} />;
}
