/** What the rest of the app sees of HTTP: one client per configured API base. */

export interface RequestOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /**
   * With ignoreError, a failed request resolves with the server's response body instead of
   * rejecting (spec 01 §8). The global 401/403/500 handling still happens.
   */
  ignoreError?: boolean;
  /**
   * No toast or server:error event for a 5xx: a submission retried in the background (issue 41) fails
   * quietly, the page shows its own saved/sending state instead. 401 and 403 are still announced.
   */
  quiet?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** 'blob' for a file (a stored report image shown to its teacher); JSON otherwise. */
  responseType?: 'blob';
}

export interface ApiClient {
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(url: string, options?: RequestOptions): Promise<T>;
  /**
   * Sends a GET now for a page whose code is still downloading (issue 18): that page's next get of the
   * same url and params (without other options) takes this response instead of asking again, if no
   * write came between and it is fresh (prefetched-gets.ts). Resolves as the get will.
   */
  prefetch<T>(url: string, options?: Pick<RequestOptions, 'params'>): Promise<T>;
}

export interface ApiService {
  /** The main API base. */
  main: ApiClient;
  /** The neo base: arrays sent as comma-separated values, null values skipped. */
  neo: ApiClient;
  /** The login/account service. */
  login: ApiClient;
  /** The upload API (storage token, multipart upload). */
  upload: ApiClient;
  /** The download-info endpoint. */
  download: ApiClient;
}

/** A failed call as callers see it: the HTTP status (absent when no response came) and the server's body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly errorCode: number | undefined,
    readonly data: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** True when no response arrived (offline, time-out, connection dropped). */
  get isNetworkError(): boolean {
    return this.status === undefined;
  }
}
