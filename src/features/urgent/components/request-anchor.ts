/** The request form's section: every 'Pedir que me llamen' link on /urgente leads here. */
export const REQUEST_ANCHOR = 'solicitud';
