/** Sends a finished session with the submission calls of spec 01 §7; filled in with the call module. */
import type { ApiService } from '@core/services/api/api-service';
import type { StorageService } from '@core/services/storage';
import type { SessionState } from '@core/session';
import type { LoadedSession, PlayerQuery } from './load-session';

export type FinishOutcome = { kind: 'report'; accuracy: number } | { kind: 'revision'; notRevised: number };

export interface SubmitContext { api: ApiService; storage: StorageService; query: PlayerQuery; loaded: LoadedSession; state: SessionState }

export async function submitSession(_context: SubmitContext): Promise<FinishOutcome> {
  throw new Error('submission calls not wired yet');
}
