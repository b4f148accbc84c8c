/** Download info for /oia (spec 02 §7): checked with the small first-load checks, /oia is a landing page. */
import { downloadInfoResponse } from '@app/client/first-load-checks';
import type { ApiService } from '@core/services/api/api-service';

export async function fetchDownloadInfo(api: ApiService): Promise<{ androidUrl: string; iosUrl: string }> {
  return downloadInfoResponse(await api.download.get<unknown>('/api/v1/download-info'));
}
