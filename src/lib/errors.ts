/** A readable message for anything thrown: Error subclasses (PostgrestError, AuthError), strings, objects with `message`. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
}

/** The PostgREST error code of a thrown error, if it has one (e.g. PGRST116 for "no rows"). */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** PostgREST's answer to `.single()` when no row (or more than one) matched. */
export const NO_ROWS = 'PGRST116';
