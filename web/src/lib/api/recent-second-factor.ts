/**
 * Approving, shipping and exporting the register want a second-factor check from the last
 * 30 minutes; otherwise the server answers 403 `AUTH.SECOND_FACTOR_STALE`. The API client then
 * asks whoever registered here (the admin layout's code prompt) and, once the code is accepted,
 * sends the refused call again. Nothing registered (a screen outside the back office): the
 * refusal goes to the caller as it came.
 */
export const SECOND_FACTOR_STALE = 'AUTH.SECOND_FACTOR_STALE';

type Prompt = () => Promise<boolean>;

let prompt: Prompt | undefined;
let asking: Promise<boolean> | undefined;

/** Registers the prompt; returns the function that removes it. */
export function provideSecondFactorPrompt(ask: Prompt): () => void {
  prompt = ask;
  return () => {
    if (prompt === ask) prompt = undefined;
  };
}

/** Resolves true once the staff member has entered an accepted code; two refused calls share one prompt. */
export function confirmRecentSecondFactor(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  asking ??= prompt().finally(() => {
    asking = undefined;
  });
  return asking;
}
