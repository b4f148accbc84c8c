/** User info and permission codes (spec 01 §3, §7), loaded on the first visit: first-load checks. */
import { permissionsResponse, userInfo } from '@app/client/first-load-checks';
import type { UserInfo } from '@core/domain';
import type { ApiService } from '@core/services/api/api-service';

export async function fetchUserInfo(api: ApiService): Promise<UserInfo> {
  return userInfo(await api.main.get<unknown>('/api/v1/chronus/user'));
}

/** The permission codes the user holds. */
export async function fetchPermissionCodes(api: ApiService): Promise<string[]> {
  return permissionsResponse(await api.main.get<unknown>('/api/v1/chronus/user/permissions')).codes;
}
