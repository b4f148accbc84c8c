/**
 * The real audio and recorder services, loaded on first use by the lazy facades that
 * browser-container.ts registers (this module, standardized-audio-context and the sound-effect
 * addresses are never part of the first load).
 */
import type { AudioService, RecorderService, Reporter } from '@core/services';
import { browserPageSignals } from '@app/services/audio/page-signals';
import { createStandardizedEngine } from '@app/services/audio/standardized-engine';
import { WebAudioService } from '@app/services/audio/web-audio-service';
import { fetchBytesSignedIn } from '@app/services/audio/uploaded-file-fetch';
import { browserMicrophoneCapture } from '@app/services/recorder/browser-capture';
import { WorkletRecorder } from '@app/services/recorder/worklet-recorder';
import { SOUND_EFFECT_URLS } from '@app/assets/sounds';

export function createAudioService(reporter: Reporter, uploads: { uploadBase: string; token: () => string | undefined }): AudioService {
  return new WebAudioService({
    fetchBytes: fetchBytesSignedIn({ ...uploads, pageOrigin: window.location.origin }),
    createEngine: createStandardizedEngine,
    effects: SOUND_EFFECT_URLS,
    page: browserPageSignals(),
    log: (error, context) => reporter.captureError(error, context),
  });
}

export function createRecorderService(): RecorderService {
  return new WorkletRecorder(browserMicrophoneCapture());
}
