/**
 * The file clients' transport (uploads of recordings and pictures, stored files): axios, a file of its
 * own, imported with the first file a student sends or opens, never on the first screens (issue 18).
 */
import type { Transport, TransportRequest, TransportResponse } from './transport';
import { NoResponse, requestAddress } from './transport';

type Axios = typeof import('axios');
let axiosLoaded: Promise<Axios> | undefined;
/** axios, loaded once, on the first request; a failed load (the network away) is tried again next time. */
const loadAxios = (): Promise<Axios> =>
  (axiosLoaded ??= import('axios').catch((cause: unknown) => {
    axiosLoaded = undefined;
    throw new NoResponse(false, { cause });
  }));

export const axiosTransport: Transport = {
  async send(request: TransportRequest): Promise<TransportResponse> {
    const axios = (await loadAxios()).default;
    try {
      const response = await axios.request({
        method: request.method,
        url: requestAddress(request),
        headers: request.headers,
        data: request.body,
        signal: request.signal,
        timeout: request.timeoutMs,
        ...(request.responseType ? { responseType: request.responseType } : {}),
        // Every status is an answer; the ApiService decides what it means.
        validateStatus: () => true,
      });
      return { status: response.status, data: response.data };
    } catch (cause) {
      throw new NoResponse(axios.isCancel(cause), { cause });
    }
  },
};
