/**
 * The real ApiService, on axios. Every request carries the bearer token, the app id and both device
 * ids; 200-399 is success; 401, 403 and 5xx are announced on the event bus with the spec's texts
 * (spec 01 §8) and then handed to the caller like any other failure. axios is a file of its own,
 * imported with the first request; the built HTML already downloads it beside the app (vite.config.ts,
 * preloadHttpClient), so that import finds it there (issue 18).
 */
import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import { inject, injectable } from 'tsyringe';
import type { AppConfig } from '../config';
import type { EventBus } from '../events';
import type { StorageService } from '../storage';
import { ConfigToken, EventsToken, StorageToken } from '../tokens';
import { ApiError, type ApiClient, type ApiService, type RequestOptions } from './api-service';
import { ApiMessages } from './messages';
import { serializeCommaArrays, serializeRepeated } from './params';
import { PrefetchedGets, prefetchKey } from './prefetched-gets';

/** Header names; they match the scoring socket's query parameter names (README, "API conventions"). */
export const ApiHeader = {
  appId: 'appId',
  deviceId: 'deviceId',
  secondDeviceId: 'sDeviceId',
} as const;

const isSuccess = (status: number) => status >= 200 && status < 400;

type Axios = typeof import('axios');
let axiosLoaded: Promise<Axios> | undefined;
/** axios, loaded once, on the first request. */
const loadAxios = (): Promise<Axios> =>
  (axiosLoaded ??= import('axios').catch((cause: unknown) => {
    // Not kept: the next request loads it again.
    axiosLoaded = undefined;
    throw cause;
  }));

@injectable()
export class HttpApiService implements ApiService {
  readonly main: ApiClient;
  readonly neo: ApiClient;
  readonly login: ApiClient;
  readonly upload: ApiClient;
  readonly download: ApiClient;

  constructor(
    @inject(ConfigToken) private readonly config: AppConfig,
    @inject(StorageToken) private readonly storage: StorageService,
    @inject(EventsToken) private readonly events: EventBus,
  ) {
    this.main = this.client(config.apiBase, serializeRepeated);
    this.neo = this.client(config.neoApiBase, serializeCommaArrays);
    this.login = this.client(config.loginBase, serializeRepeated);
    this.upload = this.client(config.uploadBase, serializeRepeated);
    this.download = this.client(config.downloadBase, serializeRepeated);
  }

  private client(baseURL: string, serialize: (params: Record<string, unknown>) => string): ApiClient {
    let instance: Promise<AxiosInstance> | undefined;
    const ready = () => (instance ??= loadAxios().then((axios) => this.instance(axios, baseURL, serialize)));
    // A failed load (the network away) is tried again on the next request.
    const send = <T>(config: AxiosRequestConfig, options: RequestOptions = {}) =>
      this.send<T>(
        ready().catch((cause: unknown) => {
          instance = undefined;
          throw cause;
        }),
        config,
        options,
      );
    const prefetched = new PrefetchedGets();
    const write = <T>(config: AxiosRequestConfig, options?: RequestOptions) => {
      prefetched.clear();
      return send<T>(config, options);
    };
    return {
      get: <T>(url: string, options?: RequestOptions) => {
        // Only a plain GET (params at most) is the same request as a prefetch.
        const plain = Object.keys(options ?? {}).every((name) => name === 'params');
        const sent = (): Promise<unknown> => send({ method: 'GET', url }, options);
        const taken = plain ? prefetched.take(prefetchKey(url, options?.params, this.token())) : undefined;
        // A prefetch that got no answer at all (the phone was offline as the app started) is asked again.
        return (taken ? taken.catch((error: unknown) => (error instanceof ApiError && error.isNetworkError ? sent() : Promise.reject(error))) : sent()) as Promise<T>;
      },
      prefetch: <T>(url: string, options?: Pick<RequestOptions, 'params'>) => prefetched.start(prefetchKey(url, options?.params, this.token()), () => send({ method: 'GET', url }, options)) as Promise<T>,
      post: (url, body, options) => write({ method: 'POST', url, data: body }, options),
      put: (url, body, options) => write({ method: 'PUT', url, data: body }, options),
      delete: (url, options) => write({ method: 'DELETE', url }, options),
    };
  }

  private token(): string | undefined {
    return this.storage.get('token') ?? undefined;
  }

  private instance(axios: Axios, baseURL: string, serialize: (params: Record<string, unknown>) => string): AxiosInstance {
    const instance = axios.create({
      baseURL,
      timeout: this.config.timeoutMs,
      validateStatus: isSuccess,
      paramsSerializer: { serialize },
    });
    instance.interceptors.request.use((request) => {
      const deviceId = this.storage.deviceId();
      const token = this.storage.get('token');
      request.headers.set(ApiHeader.appId, this.config.appId);
      request.headers.set(ApiHeader.deviceId, deviceId);
      request.headers.set(ApiHeader.secondDeviceId, deviceId);
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    });
    return instance;
  }

  private async send<T>(ready: Promise<AxiosInstance>, config: AxiosRequestConfig, options: RequestOptions): Promise<T> {
    try {
      const response = await (await ready).request<T>({
        ...config,
        params: options.params,
        headers: options.headers,
        signal: options.signal,
        ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
        ...(options.responseType ? { responseType: options.responseType } : {}),
      });
      return response.data;
    } catch (cause) {
      const error = this.toApiError(cause, await loadAxios().catch(() => undefined));
      this.announce(error);
      if (options.ignoreError && error.status !== undefined) return error.data as T;
      throw error;
    }
  }

  /** Publishes the global consequences of 401, 403 and 5xx. */
  private announce(error: ApiError): void {
    if (error.status === 401) {
      if (this.config.deviceKind === 'iosApp') {
        this.events.emit('auth:user-quit', {});
        return;
      }
      this.storage.clearToken();
      this.events.emit('toast', { message: ApiMessages.tokenExpired });
      this.events.emit('auth:expired', { message: ApiMessages.tokenExpired });
    } else if (error.status === 403) {
      this.events.emit('toast', { message: ApiMessages.forbidden });
      this.events.emit('auth:forbidden', { message: ApiMessages.forbidden });
    } else if (error.status !== undefined && error.status >= 500) {
      this.events.emit('toast', { message: ApiMessages.serverError });
      this.events.emit('server:error', { status: error.status, message: ApiMessages.serverError });
    }
  }

  /** The failure as the app sees it; without axios (it could not be loaded) a network failure. */
  private toApiError(cause: unknown, axios: Axios | undefined): ApiError {
    const axiosError = cause as AxiosError<{ message?: unknown; errorCode?: unknown }>;
    const response = axios?.isAxiosError(cause) ? axiosError.response : undefined;
    if (!response) {
      const message = axios?.isCancel(cause) ? 'request cancelled' : ApiMessages.networkFailed;
      return new ApiError(message, undefined, undefined, undefined, { cause });
    }
    const body = response.data;
    const serverMessage = typeof body?.message === 'string' && body.message ? body.message : `HTTP ${response.status}`;
    const errorCode = typeof body?.errorCode === 'number' ? body.errorCode : undefined;
    return new ApiError(serverMessage, response.status, errorCode, body, { cause });
  }
}
