/**
 * The student signed in on this device, as far as the device knows before asking the server: a token,
 * and the session kept with that very token (SessionContext), a student's. The app then asks for the
 * first page's data while it starts (issue 18); without a kept session it does not, since a teacher's
 * or an expired token would only be refused.
 */
import { UserType, type UserInfo } from '@core/domain';
import type { StorageService } from '@core/services/storage';

/** What the app shows at once when it is opened again with the same token, while it asks again. */
export interface KeptSession {
  token: string;
  user: UserInfo;
  permissionCodes: string[];
}

declare module '@core/services/storage' {
  interface StorageSlots {
    /** The signed-in user and permissions as last loaded for this token (app/session/SessionContext.tsx). */
    session: KeptSession;
  }
}

export function keptStudentSession(storage: StorageService): KeptSession | undefined {
  const token = storage.get('token');
  const kept = storage.get('session');
  return token && kept?.token === token && kept.user.userType === UserType.STUDENT ? kept : undefined;
}
