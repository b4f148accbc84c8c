/**
 * What /homework asks the server first, asked as the app starts (issue 18): the first page of the class's
 * homework and, for a student with the smart tab, of their smart homework. Left to the page, these go
 * out only after the page and the pages' data code (zod, the calls, the schemas) have downloaded; here
 * they travel beside that download, and the page's own calls take the responses (ApiClient.prefetch).
 * The class is the one the session will choose from the kept session (app/account currentClass); if
 * the server's fresh answer changes it, the page asks for the other class, as it always did.
 */
import { currentClass, hasPermissions } from '@app/account';
import { homeworkPageRequest, smartHomeworkPageRequest } from '@app/client/first-requests';
import { PermissionCode } from '@core/domain';
import type { FirstPageContext } from '../../routes';

export function prefetchHomeworkList({ api, storage, session }: FirstPageContext): Promise<void> {
  const requests = [homeworkPageRequest(currentClass(session.user, storage.get('class'))?.groupId)];
  if (hasPermissions(session.permissionCodes, PermissionCode.AFTERSCHOOL_REPORT_STUDENT)) requests.push(smartHomeworkPageRequest());
  return Promise.allSettled(requests.map(({ url, params }) => api.main.prefetch(url, { params }))).then(() => undefined);
}
