/**
 * The typed event bus (eventemitter3). Services publish what happened; pages and the app shell
 * decide what to show. Every event's payload type is declared here.
 */
import { EventEmitter } from 'eventemitter3';

export interface AppEvents {
  /** Show a toast; durationMs defaults to the toast component's own. */
  toast: { message: string; durationMs?: number };
  /** HTTP 401 outside the iOS app: the token is already removed; go to /login and stop. */
  'auth:expired': { message: string };
  /** HTTP 401 inside the iOS app: tell the native shell the user quit (bridge.userQuit). */
  'auth:user-quit': Record<string, never>;
  /** HTTP 403. */
  'auth:forbidden': { message: string };
  /** HTTP 500 (and other 5xx). */
  'server:error': { status: number; message: string };
  /** The global loading flag of spec 01 §4. */
  loading: { on: boolean };
  /** The classroom task changed or ended while the player polled it. */
  'task:changed': { groupTaskId: string | null };
  'task:terminated': { reason: 'not-found' | 'changed' };
  /** The delivery loop's state (issue 41): sending now, waiting retryInMs before the next try, or idle. */
  'submissions:state': { status: 'idle' | 'sending' | 'waiting'; retryInMs?: number };
  /** Waiting submissions delivered (the server's answer by submission id) or refused for good (their ids). */
  'submissions:delivered': { results: ReadonlyMap<string, unknown>; dropped: readonly string[] };
}

export type AppEventName = keyof AppEvents;
type Listeners = { [K in AppEventName]: (payload: AppEvents[K]) => void };

export class EventBus extends EventEmitter<Listeners> {}
