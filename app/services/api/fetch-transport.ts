/**
 * The JSON API's transport: the browser's own fetch, so the first screens download no HTTP library
 * (issue 18: axios alone was 21 KB of a 120 KB first load). The time-out covers the whole exchange,
 * body included, as axios's does; a caller's cancel is told apart from a failure.
 */
import { NoResponse, requestAddress, type Transport, type TransportRequest, type TransportResponse } from './transport';

export const fetchTransport: Transport = {
  async send(request: TransportRequest): Promise<TransportResponse> {
    const { signal: callerSignal, timeoutMs } = request;
    if (callerSignal?.aborted) throw new NoResponse(true);
    const controller = new AbortController();
    const cancel = () => controller.abort();
    callerSignal?.addEventListener('abort', cancel, { once: true });
    const timer = setTimeout(cancel, timeoutMs);
    const headers = { ...request.headers };
    let body: BodyInit | undefined;
    if (isRawBody(request.body)) body = request.body;
    else if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['Content-Type'] ??= 'application/json';
    }
    try {
      // Relative to the page, as the browser resolves it (Node's fetch, in tests, needs it spelled out).
      const address = new URL(requestAddress(request), globalThis.location?.href);
      const response = await fetch(address, { method: request.method, headers, body, signal: controller.signal });
      const data = request.responseType === 'blob' && response.ok ? await response.blob() : parseBody(await response.text());
      return { status: response.status, data };
    } catch (cause) {
      throw new NoResponse(callerSignal?.aborted === true, { cause });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', cancel);
    }
  },
};

/** A body sent as it is (the browser sets its type); anything else goes as JSON. */
const isRawBody = (body: unknown): body is FormData | Blob | URLSearchParams | ArrayBuffer =>
  body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer;

/** JSON when it is JSON; the text otherwise ('' for an empty body), as axios answers. */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
