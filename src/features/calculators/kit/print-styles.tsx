/**
 * On paper a calculator shows only what was asked and answered: the fields, the result with its
 * breakdown and the legal basis (the elements marked `calculator-print`); the site's menus,
 * buttons and explanations are left out.
 */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .calculator-print, .calculator-print * { visibility: visible; }
  .calculator-print-root { position: absolute; top: 0; left: 0; width: 100%; }
  .calculator-no-print { display: none !important; }
}`;

export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}
