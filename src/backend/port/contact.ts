// The contact form's message, sent by a visitor without an account.

export interface ContactMessage {
  nombre: string;
  email: string;
  mensaje: string;
  telefono?: string;
  servicio?: string;
  /** The version of the privacy notice shown beside the form; stored with the message. */
  avisoVersion: string;
}

export interface ContactPort {
  send(message: ContactMessage): Promise<string>;
}
