/** The text to show for a failure: the error's own message (SPEC 7 formats HTTP ones). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
