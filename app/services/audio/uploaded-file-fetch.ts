/**
 * Students' own uploaded recordings are served only to signed-in users of their school (issue 11):
 * fetching one needs the bearer token, which is sent to the upload store's address and nowhere else.
 */
import { PUBLIC_UPLOADS_BASE } from '@core/contract';

/** Whether `url` is a file of the upload store at `uploadBase` ('' = the page's own origin). */
export function isUploadedFileUrl(url: string, uploadBase: string, pageOrigin: string): boolean {
  let address: URL;
  let store: URL;
  try {
    address = new URL(url, pageOrigin);
    store = new URL(`${uploadBase}${PUBLIC_UPLOADS_BASE}`, pageOrigin);
  } catch {
    return false;
  }
  return address.origin === store.origin && address.pathname.startsWith(store.pathname);
}

/** fetchBytes for the audio service: the bearer token goes along to uploaded files only. */
export function fetchBytesSignedIn(options: { uploadBase: string; pageOrigin: string; token: () => string | undefined; fetch?: typeof fetch }) {
  const send = options.fetch ?? fetch;
  return async (url: string): Promise<ArrayBuffer> => {
    const token = options.token();
    const headers: Record<string, string> = token && isUploadedFileUrl(url, options.uploadBase, options.pageOrigin) ? { Authorization: `Bearer ${token}` } : {};
    const response = await send(url, { headers });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return response.arrayBuffer();
  };
}
