/**
 * On paper a calculator shows only what was asked and answered: the fields, the result with its
 * breakdown and the legal basis (the elements marked `calculator-print`); the site's menus,
 * buttons and explanations are left out. The rules are !important because the layout sets
 * visibility with utility classes (a menu shown at large widths), and transitions none because
 * that menu animates its visibility, which would leave it on paper.
 */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; transition: none !important; }
  .calculator-print, .calculator-print * { visibility: visible !important; }
  .calculator-print * { max-height: none !important; overflow: visible !important; }
  .calculator-print-root { position: absolute; top: 0; left: 0; width: 100%; padding: 0 1rem; }
  .calculator-no-print { display: none !important; }
}`;

export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}
