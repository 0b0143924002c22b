import { contratosExpress } from './contratos-express';
import { corporativo } from './corporativo';
import { ecommerceCompliance } from './ecommerce-compliance';
import { familia } from './familia';
import { herencias } from './herencias';
import { laboral } from './laboral';
import { marcasPatentes } from './marcas-patentes';
import type { PracticeContent } from './practice-content';
import { proteccionDatos } from './proteccion-datos';
import { reclamosSernac } from './reclamos-sernac';
import { serviciosFamilia } from './servicios-familia';
import { serviciosLaboral } from './servicios-laboral';
import { sociedadesExpress } from './sociedades-express';
import { tributario } from './tributario';

/**
 * Every page built from the practice template. Each page imports only its own content; this list
 * is for checks that must hold on all of them.
 */
export const PRACTICE_PAGES: readonly PracticeContent[] = [
  laboral,
  familia,
  herencias,
  corporativo,
  contratosExpress,
  marcasPatentes,
  sociedadesExpress,
  proteccionDatos,
  ecommerceCompliance,
  reclamosSernac,
  tributario,
  serviciosLaboral,
  serviciosFamilia,
];
