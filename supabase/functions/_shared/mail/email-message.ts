/**
 * One e-mail as the firm sends it, whatever carries it (Resend's API on a hosted project, the
 * local stand-in in the embedded mode and the tests). Addresses are plain strings, 'Name
 * <a@b.cl>' or 'a@b.cl'.
 */
export interface EmailAttachment {
  filename: string;
  /** The file's bytes in base64. */
  content: string;
  contentType: string;
}

export interface EmailMessage {
  from: string;
  to: string[];
  cc?: string[];
  replyTo?: string;
  subject: string;
  /** The plain-text part: every message has both, and they say the same. */
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}
