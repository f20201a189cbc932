// Its own module because the app shell's page-error notice needs only this: the rest of job-failure.ts
// (and the contract's messages it imports) then stays in the tools' code, off the landing page's budget.

/** The detail of a failure that says nothing of itself. */
export const UNKNOWN_DETAIL = 'an unknown error occurred';

/** The most useful one-line detail of anything thrown: an Error's message, else its text. */
export function failureDetail(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error !== '') return error;
  return UNKNOWN_DETAIL;
}
