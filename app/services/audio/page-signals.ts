/** The browser's page signals for the audio service: visibility and user gestures (thin, untested glue). */
import type { PageSignals } from './web-audio-service';

/** Events that count as a user activation for resuming an AudioContext (iOS wants touchend). */
const GESTURES = ['pointerdown', 'touchend', 'keydown', 'click'] as const;

export function browserPageSignals(doc: Document = document): PageSignals {
  return {
    isHidden: () => doc.visibilityState === 'hidden',
    onVisibilityChange(listener) {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
    onUserGesture(listener) {
      for (const type of GESTURES) doc.addEventListener(type, listener, { capture: true, passive: true });
      return () => {
        for (const type of GESTURES) doc.removeEventListener(type, listener, { capture: true });
      };
    },
  };
}
