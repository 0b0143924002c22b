// The newsletter: a visitor's subscription, the unsubscribe link, and the account holder's own.

export type NewsletterResult = 'suscrito' | 'ya_suscrito';

export interface NewsletterSubscription {
  result: NewsletterResult;
  /**
   * The token of the subscriber's unsubscribe link, given only when the address was subscribed
   * by this call (never for one already on the list: typing an e-mail must not reveal it).
   */
  tokenBaja: string | null;
}

/** Where an unsubscribe link ended: the subscription ended now, or had already ended. */
export type UnsubscribeResult = 'baja' | 'ya_de_baja';

export interface NewsletterPort {
  /**
   * Subscribes the address with its explicit consent and the notice version shown: 'suscrito'
   * when it is new (or back after a 'baja'), 'ya_suscrito' when it was on the list.
   */
  subscribe(email: string, avisoVersion: string): Promise<NewsletterSubscription>;
  /** Ends the subscription of an unsubscribe link's token; a second time changes nothing. */
  unsubscribe(token: string): Promise<UnsubscribeResult>;
  /** Whether the signed-in account's e-mail is subscribed (and has not left). */
  mine(): Promise<{ suscrito: boolean }>;
  /** Ends the signed-in account's own subscription, if any. */
  stopMine(): Promise<void>;
}
