/**
 * A load the server refused with a sentence of its own (the answer carried it): the page shows that sentence. A
 * query function throws it so the query's error state carries what the page used to keep in its own state.
 */
export class RefusedError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'RefusedError';
  }
}

/**
 * The sentence a failed load shows: the server's own for a refusal, else the page's fallback (the network's failure
 * and anything unexpected read the same to a consumer).
 */
export function loadFailureMessage(error: unknown, fallback: string): string {
  return error instanceof RefusedError ? error.message : fallback;
}
