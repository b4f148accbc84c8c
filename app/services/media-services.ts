/**
 * The real audio and recorder services, loaded on first use by the lazy facades that
 * browser-container.ts registers (this module, standardized-audio-context and the sound-effect
 * addresses are never part of the first load).
 */
import type { AudioService, RecorderService, Reporter } from '@core/services';
import { browserPageSignals } from '@core/services/audio/page-signals';
import { createStandardizedEngine } from '@core/services/audio/standardized-engine';
import { WebAudioService } from '@core/services/audio/web-audio-service';
import { fetchBytesSignedIn } from '@core/services/audio/uploaded-file-fetch';
import { browserMicrophoneCapture } from '@core/services/recorder/browser-capture';
import { WorkletRecorder } from '@core/services/recorder/worklet-recorder';
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
