/** Where a person without an account files a request about their data. */
export const DATA_REQUEST_PATH = '/privacidad/solicitud';
