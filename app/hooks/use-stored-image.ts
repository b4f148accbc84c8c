/**
 * Stored uploads (report images) as addresses a page can show: they are served only with the viewer's
 * token (server/routes/stored-file-routes.ts), which an <img> cannot send, so they are fetched with it
 * and shown from an object URL. Each address is fetched once per screen; leaving the screen frees them.
 */
import { useCallback, useEffect, useRef } from 'react';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';

export function useStoredImageLoader(): (url: string) => Promise<string> {
  const api = useService(ApiToken);
  const cache = useRef(new Map<string, Promise<string>>());
  useEffect(() => {
    const addresses = cache.current;
    return () => {
      for (const address of addresses.values()) void address.then((objectUrl) => URL.revokeObjectURL(objectUrl), () => undefined);
      addresses.clear();
    };
  }, []);
  return useCallback(
    (url: string) => {
      let address = cache.current.get(url);
      if (!address) {
        address = api.upload.get<Blob>(url, { responseType: 'blob' }).then((blob) => URL.createObjectURL(blob));
        // A failed fetch is tried again next time.
        address.catch(() => cache.current.delete(url));
        cache.current.set(url, address);
      }
      return address;
    },
    [api],
  );
}
