/**
 * The microphone checks at player entry (spec 01 §4 "Microphone checks at player entry", §8). The
 * page waits MICROPHONE_CHECK_DELAY_MS after entry, calls runMicrophoneCheck(), and turns the outcome
 * into its alert or modal. checkMicrophone() is the rule, a pure function of the browser's facts;
 * probeMicrophone() gathers those facts (and asks for the microphone once, releasing it at once).
 */
import { MicrophoneMessages } from './microphone-strings';

export { MicrophoneMessages } from './microphone-strings';

export const MICROPHONE_CHECK_DELAY_MS = 1000;

/** What the browser says about recording. */
export interface MicrophoneEnv {
  /** navigator.mediaDevices.getUserMedia exists. */
  hasMediaCapture: boolean;
  /** https or localhost: elsewhere browsers hide media capture whatever their version. */
  secureContext: boolean;
  /** AudioContext and AudioWorklet exist (the recorder needs both). */
  hasAudioWorklet: boolean;
  /** The name of getUserMedia's error (NotAllowedError, NotReadableError...); undefined when it opened. */
  getUserMediaError?: string;
  userAgent: string;
}

export type MicrophoneAlertReason = 'systemTooOld' | 'needPermission' | 'downloadApp' | 'unsupported';

export type MicrophoneCheck =
  | { kind: 'ok' }
  /** A plain alert with one message. */
  | { kind: 'alert'; reason: MicrophoneAlertReason; message: string }
  /** The permission was denied: the modal titled '需要录音权限' pointing to the system settings. */
  | { kind: 'permissionDenied'; title: string; message: string };

/** getUserMedia errors meaning the user or the system refused the microphone (older Chrome: PermissionDeniedError). */
const DENIED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);
/** Errors meaning a microphone exists but could not be read (older Chrome: TrackStartError). */
const UNREADABLE = new Set(['NotReadableError', 'TrackStartError', 'AbortError']);

/**
 * The brand whose browsers and webviews report NotReadableError for a microphone the App can use:
 * Huawei and its HONOR line (the brand name, HarmonyOS, Huawei's browser or its mobile services in
 * the user agent).
 */
export function isHuaweiDevice(userAgent: string): boolean {
  return /huawei|honor|harmonyos|hmscore/i.test(userAgent);
}

const alert = (reason: MicrophoneAlertReason): MicrophoneCheck => ({ kind: 'alert', reason, message: MicrophoneMessages[reason] });

export function checkMicrophone(env: MicrophoneEnv): MicrophoneCheck {
  if (!env.hasMediaCapture) return alert(env.secureContext ? 'systemTooOld' : 'unsupported');
  if (!env.hasAudioWorklet) return alert('unsupported');
  const error = env.getUserMediaError;
  if (error === undefined) return { kind: 'ok' };
  if (DENIED.has(error)) return { kind: 'permissionDenied', title: MicrophoneMessages.deniedTitle, message: MicrophoneMessages.deniedMessage };
  if (UNREADABLE.has(error)) return alert(isHuaweiDevice(env.userAgent) ? 'downloadApp' : 'needPermission');
  // No microphone (NotFoundError), unsatisfiable constraints, or a browser that cannot capture audio.
  return alert('unsupported');
}

/** The parts of the browser's global scope the probe reads (the window in the app, a double in tests). */
export interface MicrophoneScope {
  navigator?: { userAgent?: string; mediaDevices?: { getUserMedia?: (constraints: MediaStreamConstraints) => Promise<{ getTracks(): { stop(): void }[] }> } };
  isSecureContext?: boolean;
  AudioContext?: unknown;
  webkitAudioContext?: unknown;
  AudioWorkletNode?: unknown;
}

const errorName = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : 'Error';

/** Gathers the facts: asks for the microphone once and stops the stream straight away. */
export async function probeMicrophone(scope: MicrophoneScope = globalThis as MicrophoneScope): Promise<MicrophoneEnv> {
  const navigator = scope.navigator;
  const getUserMedia = navigator?.mediaDevices?.getUserMedia;
  const env: MicrophoneEnv = {
    hasMediaCapture: typeof getUserMedia === 'function',
    secureContext: scope.isSecureContext !== false,
    hasAudioWorklet: Boolean(scope.AudioContext ?? scope.webkitAudioContext) && Boolean(scope.AudioWorkletNode),
    userAgent: navigator?.userAgent ?? '',
  };
  if (!env.hasMediaCapture || !env.hasAudioWorklet) return env;
  try {
    const stream = await navigator!.mediaDevices!.getUserMedia!({ audio: true });
    stream.getTracks().forEach((track) => track.stop());
    return env;
  } catch (error) {
    return { ...env, getUserMediaError: errorName(error) };
  }
}

/** The check the player runs 1 s after entry. */
export async function runMicrophoneCheck(scope?: MicrophoneScope): Promise<MicrophoneCheck> {
  return checkMicrophone(await probeMicrophone(scope));
}
