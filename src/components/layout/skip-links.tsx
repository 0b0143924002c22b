export const MAIN_CONTENT_ID = 'contenido';
export const SIDE_MENU_ID = 'menu-lateral';

/** Links that let keyboard and screen-reader users jump past the chrome. Visible on focus. */
export function SkipLinks() {
  const linkClass =
    'sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-lg focus:bg-brand focus:px-4 focus:py-3 focus:font-semibold focus:text-on-brand';
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={linkClass}>
        Saltar al contenido
      </a>
      <a href={`#${SIDE_MENU_ID}`} className={linkClass}>
        Saltar al menú
      </a>
    </>
  );
}
