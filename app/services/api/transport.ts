/**
 * How a request leaves the phone. The ApiService decides what a request carries and what its answer
 * means (headers, success, the global 401/403/5xx handling); a transport only carries it and hands back
 * whatever status came. Two exist (issue 18): the JSON API goes by the browser's fetch, which costs the
 * first load nothing; files go up and down by axios (axios-transport.ts), imported with the first file.
 */

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The client's base address ('' for this origin) and the path under it. */
  baseURL: string;
  url: string;
  /** Already serialised the base's way (params.ts); '' for none. */
  query: string;
  headers: Record<string, string>;
  /** A FormData or Blob goes as it is; anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs: number;
  responseType?: 'blob';
}

/** Any answer the server gave, whatever its status. */
export interface TransportResponse {
  status: number;
  data: unknown;
}

/** No answer came: the network failed, the time-out passed, or the caller cancelled. */
export class NoResponse extends Error {
  override readonly name = 'NoResponse';
  constructor(
    readonly cancelled: boolean,
    options?: { cause?: unknown },
  ) {
    super(cancelled ? 'request cancelled' : 'no response', options);
  }
}

export interface Transport {
  /** Resolves with any status; rejects with NoResponse only. */
  send(request: TransportRequest): Promise<TransportResponse>;
}

/** The request's full address, joined as axios joins a base and a path. */
export function requestAddress({ baseURL, url, query }: Pick<TransportRequest, 'baseURL' | 'url' | 'query'>): string {
  const absolute = /^([a-z][a-z\d+.-]*:)?\/\//i.test(url);
  const joined = absolute || !baseURL ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  return query ? `${joined}${joined.includes('?') ? '&' : '?'}${query}` : joined;
}
