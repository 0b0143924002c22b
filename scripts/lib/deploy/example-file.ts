/**
 * supabase/deploy.env.example, written from the variable list (secrets.ts), so the file people
 * copy cannot leave out a variable or describe one differently from the validation's messages.
 * A test compares the committed file with this; `npm run deploy -- --print-example` prints it.
 */
import { DEPLOY_VARIABLES, type DeployVariable } from './secrets';

const WIDTH = 100;

const HEADER = `# Variables de \`npm run deploy\`, que pone el sitio en un proyecto de Supabase alojado.
# Copia este archivo como supabase/deploy.env (git lo ignora: nunca lo subas al repositorio) y
# complétalo: una variable por línea, NOMBRE=valor. El valor se toma tal cual (nada se expande; un
# par de comillas que lo rodee se quita). Antes de ejecutar nada se revisa el archivo entero.
`;

const SECTIONS: Record<DeployVariable['kind'], string> = {
  deploy: '# --- Para la CLI de Supabase (no llegan a las funciones) ---',
  function: '# --- Secretos de las funciones (supabase secrets set) ---',
};

/** Words joined into comment lines of at most WIDTH characters. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > WIDTH && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

export function exampleFile(): string {
  const blocks: string[] = [HEADER];
  let kind: DeployVariable['kind'] | undefined;
  for (const variable of DEPLOY_VARIABLES) {
    if (variable.kind !== kind) {
      kind = variable.kind;
      blocks.push(`${SECTIONS[kind]}\n`);
    }
    const users = variable.usedBy;
    const usedBy =
      users.length === 0 ? '' : ` La ${users.length === 1 ? 'usa' : 'usan'}: ${users.join(', ')}.`;
    const vault = variable.vaultName
      ? ` También se guarda en Vault como ${variable.vaultName}, para la tarea programada.`
      : '';
    const text = `${variable.what} ${variable.where}${vault}${usedBy}`;
    blocks.push([...comment(text), `${variable.name}=`, ''].join('\n'));
  }
  return blocks.join('\n');
}
