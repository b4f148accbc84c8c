/** A page part shown only with the permission codes it needs; otherwise a clear 'not open' block. */
import type { ReactNode } from 'react';
import { hasPermissions } from '@core/account';
import { EmptyState } from '../shell/EmptyState';
import { useSession } from './SessionContext';

export function PermissionGate({ codes, text, detail, children }: { codes: string[]; text: string; detail?: string; children: ReactNode }) {
  const { permissionCodes } = useSession();
  if (!hasPermissions(permissionCodes, ...codes)) return <EmptyState text={text} detail={detail} />;
  return <>{children}</>;
}
