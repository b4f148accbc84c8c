/** User info and permission codes (spec 01 §3, §7). */
import { permissionsResponseSchema, userInfoSchema } from '../contract';
import type { UserInfo } from '../domain';
import type { ApiService } from '../services/api/api-service';

export async function fetchUserInfo(api: ApiService): Promise<UserInfo> {
  return userInfoSchema.parse(await api.main.get<unknown>('/api/v1/chronus/user'));
}

/** The permission codes the user holds. */
export async function fetchPermissionCodes(api: ApiService): Promise<string[]> {
  return permissionsResponseSchema.parse(await api.main.get<unknown>('/api/v1/chronus/user/permissions')).codes;
}
