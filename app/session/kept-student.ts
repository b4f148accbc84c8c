/**
 * The student signed in on this device, as far as the device knows before asking the server: a token,
 * and the session kept with that very token (SessionContext), a student's. The app then asks for the
 * first page's data while it starts (issue 18); without a kept session it does not, since a teacher's
 * or an expired token would only be refused.
 */
import { UserType } from '@core/domain';
import type { KeptSession, StorageService } from '@core/services/storage';

export function keptStudentSession(storage: StorageService): KeptSession | undefined {
  const token = storage.get('token');
  const kept = storage.get('session');
  return token && kept?.token === token && kept.user.userType === UserType.STUDENT ? kept : undefined;
}
