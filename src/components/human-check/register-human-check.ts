import { setHumanCheckSolver } from '../../backend/human-check';

/**
 * Makes the backend show the human check when the database asks for a person. Called by each
 * adapter's browser entry, which is itself loaded lazily; the dialog's code is loaded only when a
 * check is needed, so no page pays for it before then.
 */
export function registerHumanCheckDialog(): void {
  setHumanCheckSolver((exchange) =>
    import('./show-human-check').then((module) => module.showHumanCheck(exchange)),
  );
}
