/** A page part shown only with the permission codes it needs; otherwise a clear 'not open' block. */
import type { ReactNode } from 'react';
import { hasPermissions } from '@app/account';
import { EmptyState } from '../shell/EmptyState';
import { useSession } from './SessionContext';

/**
 * `codes`: all of them are needed; `anyOf`: one of them is enough (a page reached from two places, each
 * opened by its own permission).
 */
export function PermissionGate({ codes = [], anyOf, text, detail, children }: { codes?: string[]; anyOf?: string[]; text: string; detail?: string; children: ReactNode }) {
  const { permissionCodes } = useSession();
  const allowed = hasPermissions(permissionCodes, ...codes) && (!anyOf || anyOf.some((code) => permissionCodes.includes(code)));
  if (!allowed) return <EmptyState text={text} detail={detail} />;
  return <>{children}</>;
}
