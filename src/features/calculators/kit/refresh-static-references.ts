/**
 * Loaded after a calculator page's first paint (not part of its initial script): puts the day's
 * reference values into the prerendered form, so a visitor who only reads the page sees the
 * day's UF with its date and source. The prerendered result was computed with the prerendered
 * values, so a changed field then announces an input, as typing would: the calculator's code
 * takes over with the day's values and computes the result again. Unless the result does not
 * depend on it: a field whose day's value is inside the range the page was prerendered with
 * (`data-result-steady`, steady-result.ts) only shows it, and the page loads no more code. A
 * field the visitor already changed is left alone; so is a form whose code has taken over (it
 * reads the same values).
 */
import type { ReferenceCode } from '@/lib/reference-values/bounds';
import {
  formatReferenceField,
  loadLiveReferenceValues,
  type LiveReferenceValues,
} from './live-reference-values';
import { referenceHint } from './reference-hint';
import { keepsResult } from './steady-range';

/** The calculators' reference fields, by input name. */
const FIELDS: Readonly<Record<string, ReferenceCode>> = {
  uf: 'uf',
  utm: 'utm',
  imm: 'imm',
  immEspecial: 'imm_otras_edades',
};

const CHANGE_SENTENCE = '; puedes cambiarlo. ';

/** The field's own note on how the unit is used, when the prerendered value was a sure one. */
function ownCaveat(hint: string): string {
  if (hint.startsWith('Valor no confirmado.')) return '';
  const at = hint.indexOf(CHANGE_SENTENCE);
  return at < 0 ? '' : hint.slice(at + CHANGE_SENTENCE.length);
}

export function applyStaticReferences(container: HTMLElement, live: LiveReferenceValues): void {
  // The calculator's code marks its own form (its frame says 'activa'); the static one says
  // 'estatica'.
  if (container.querySelector('[data-calculator="activa"]')) return;
  const changed: HTMLInputElement[] = [];
  for (const input of container.querySelectorAll<HTMLInputElement>('input[name]')) {
    const code = FIELDS[input.name];
    const value = code ? live[code] : undefined;
    if (!code || !value || input.value !== input.defaultValue) continue;
    const formatted = formatReferenceField(code, value.value);
    if (formatted !== input.value && !keepsResult(input.dataset.resultSteady, value.value))
      changed.push(input);
    input.value = formatted;
    const hintId = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .find((id) => id.endsWith('-hint'));
    const hint = hintId ? document.getElementById(hintId) : null;
    if (!hint) continue;
    const caveat = [value.caveat, ownCaveat(hint.textContent)].filter(Boolean).join(' ');
    hint.textContent = referenceHint({ ...value, caveat });
  }
  changed[0]?.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Fetches the day's values once and puts them into the static form of island `islandId`. */
export async function refreshStaticReferences(
  islandId: string,
  load: () => Promise<LiveReferenceValues> = () => loadLiveReferenceValues(),
): Promise<void> {
  const selector = Object.keys(FIELDS)
    .map((name) => `input[name="${name}"]`)
    .join(', ');
  if (!document.getElementById(islandId)?.querySelector(selector)) return;
  const live = await load();
  const container = document.getElementById(islandId);
  if (container) applyStaticReferences(container, live);
}
