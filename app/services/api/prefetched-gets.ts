/**
 * GETs started before the code that needs them has arrived (issue 18). On a phone the first page's
 * module and its data code take a round trip or two to download; the page would only then ask the
 * server for its data, one request after the other. The app can instead ask as it starts (the page's
 * route knows what the page asks first), and the page's own identical GET takes that response: the
 * same request, sent earlier, answered once.
 *
 * A prefetched response is taken once, only while fresh, only under the sign-in it was asked with, and
 * never after a write (POST, PUT, DELETE) through the same client, which may have changed it. Its failure is its taker's failure, as if the
 * taker had sent it; one nobody takes is dropped without a word.
 */

/** How long a prefetched response waits for its page; later, the page asks again. */
export const PREFETCH_FRESH_MS = 30_000;

/**
 * Two GETs are the same request when their path, query parameters and sign-in are: a response prefetched
 * for one student is never handed to the next one to sign in on the same phone.
 */
export const prefetchKey = (url: string, params: Record<string, unknown> | undefined, token: string | undefined): string => `${token ?? ''} ${url} ${JSON.stringify(params ?? {})}`;

export class PrefetchedGets {
  readonly #responses = new Map<string, { response: Promise<unknown>; startedAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Sends the request now unless the same one is already waiting; its response, for the caller's own use. */
  start(key: string, send: () => Promise<unknown>): Promise<unknown> {
    const waiting = this.#fresh(key);
    if (waiting) return waiting;
    const response = send();
    // Unclaimed, a failure would be an unhandled rejection; its taker still sees it.
    response.catch(() => undefined);
    this.#responses.set(key, { response, startedAt: this.now() });
    return response;
  }

  /** The prefetched response of this request, handed over once; undefined when there is none or it is stale. */
  take(key: string): Promise<unknown> | undefined {
    const response = this.#fresh(key);
    this.#responses.delete(key);
    return response;
  }

  /** Forgets every prefetched response (after a write). */
  clear(): void {
    this.#responses.clear();
  }

  #fresh(key: string): Promise<unknown> | undefined {
    const entry = this.#responses.get(key);
    return entry && this.now() - entry.startedAt < PREFETCH_FRESH_MS ? entry.response : undefined;
  }
}
