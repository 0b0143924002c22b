/**
 * What a prospective client needs to decide, beyond the price list: what the service covers, who
 * it is for, how long it takes and what to bring. Each landing page states these for its practice.
 */
export interface ServiceEssentials {
  covers: readonly string[];
  forWhom: readonly string[];
  /** How long each part takes, as promised to the client. */
  duration: readonly string[];
  bring: readonly string[];
  /** How the price works: what is fixed, what is charged on success, what is not included. */
  costs: readonly string[];
}
