/**
 * The microphone capture in the browser: getUserMedia -> MediaStreamAudioSourceNode -> AudioWorklet
 * (pcm-worklet.js) -> mono float blocks posted to the main thread. The AudioContext is asked to run at
 * 16 kHz where the browser grants it (the browser then resamples the microphone itself); elsewhere it
 * runs at the device rate and the recorder resamples (resampler.ts). This file is the browser's edge:
 * it is exercised in Chromium (with its fake microphone), not in unit tests.
 */
import { RECORDING_SAMPLE_RATE } from '@core/services/recorder';
import type { CaptureSession, MicrophoneCapture } from './worklet-recorder';
import pcmWorkletUrl from './pcm-worklet.js?url&no-inline';

/** The worklet's address: `?url` makes Vite emit the file as it is, `no-inline` keeps it a file of its own. */
export const PCM_WORKLET_URL: string = pcmWorkletUrl;
export const PCM_WORKLET_NAME = 'pcm-capture';
/** How long a stop waits for the worklet's last block before releasing the microphone anyway. */
export const FLUSH_WAIT_MS = 300;
/** How long opening waits for a suspended AudioContext to resume before capturing anyway. */
const RESUME_WAIT_MS = 2000;

/**
 * Whether to ask for a 16 kHz AudioContext. WebKit (Safari, and every browser on iOS) is not asked:
 * its handling of a microphone in a context that does not run at the hardware rate has been
 * unreliable, and the resampler gives the same result. Firefox is asked and refuses to connect the
 * microphone to it; open() then falls back to the device rate.
 */
export function asksForRecordingRate(userAgent: string): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return false;
  const webKitOnly = /AppleWebKit/i.test(userAgent) && !/Chrome|Chromium|CriOS|Android|Edg\//i.test(userAgent);
  return !webKitOnly;
}

/**
 * The microphone as it is: no echo cancellation (nothing plays while recording), noise suppression or
 * automatic gain. Measured in Chromium with a 0.5 sine, the processing returned it at 0.13 and reshaped;
 * without it the recording matches the input sample for sample.
 */
const AUDIO_CONSTRAINTS: MediaTrackConstraints = { channelCount: { ideal: 1 }, echoCancellation: false, noiseSuppression: false, autoGainControl: false };

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** A context and the microphone connected to it: at 16 kHz when asked and granted, else the device rate. */
function connect(stream: MediaStream, askForRate: boolean): { context: AudioContext; source: MediaStreamAudioSourceNode } {
  const Context = audioContextClass();
  if (!Context) throw new Error('Web Audio is not available');
  if (askForRate) {
    let context: AudioContext | undefined;
    try {
      context = new Context({ sampleRate: RECORDING_SAMPLE_RATE, latencyHint: 'interactive' });
      return { context, source: context.createMediaStreamSource(stream) };
    } catch {
      void context?.close().catch(() => undefined);
    }
  }
  const context = new Context({ latencyHint: 'interactive' });
  return { context, source: context.createMediaStreamSource(stream) };
}

const within = (ms: number, promise: Promise<unknown>) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

export interface BrowserCaptureOptions {
  mediaDevices?: MediaDevices;
  userAgent?: string;
  workletUrl?: string;
}

export function browserMicrophoneCapture(options: BrowserCaptureOptions = {}): MicrophoneCapture {
  return {
    // A build file, cached for a year (server/http/static.ts): addModule finds it in the HTTP cache
    // when the network is gone, also without the service worker (an iOS webview).
    async prepare() {
      const response = await fetch(options.workletUrl ?? PCM_WORKLET_URL);
      await response.arrayBuffer();
    },
    async open(onSamples): Promise<CaptureSession> {
      const devices = options.mediaDevices ?? globalThis.navigator?.mediaDevices;
      if (!devices?.getUserMedia) throw new Error('media capture (getUserMedia) is not available');
      if (typeof AudioWorkletNode === 'undefined') throw new Error('AudioWorklet is not available');
      const stream = await devices.getUserMedia({ audio: AUDIO_CONSTRAINTS, video: false });
      let context: AudioContext | undefined;
      try {
        const connected = connect(stream, asksForRecordingRate(options.userAgent ?? globalThis.navigator?.userAgent ?? ''));
        context = connected.context;
        await context.audioWorklet.addModule(options.workletUrl ?? PCM_WORKLET_URL);
        const node = new AudioWorkletNode(context, PCM_WORKLET_NAME, { numberOfInputs: 1, numberOfOutputs: 1, outputChannelCount: [1], channelCount: 1, channelCountMode: 'explicit' });
        let flushed: (() => void) | undefined;
        const receive = (event: MessageEvent<unknown>) => {
          if (event.data instanceof Float32Array) onSamples(event.data);
          else if (event.data === 'flushed') flushed?.();
        };
        node.port.addEventListener('message', receive);
        node.port.start();
        connected.source.connect(node);
        // Connected to the output (it writes silence) so every browser keeps pulling the worklet.
        node.connect(context.destination);
        if (context.state !== 'running') await within(RESUME_WAIT_MS, context.resume());

        const running = context;
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          node.port.removeEventListener('message', receive);
          node.port.close();
          connected.source.disconnect();
          node.disconnect();
          stream.getTracks().forEach((track) => track.stop());
          void running.close().catch(() => undefined);
        };
        return {
          sampleRate: running.sampleRate,
          begin() {
            node.port.postMessage('start', []);
          },
          async stop() {
            if (released) return;
            await within(FLUSH_WAIT_MS, new Promise<void>((resolve) => {
              flushed = resolve;
              node.port.postMessage('flush', []);
            }));
            release();
          },
          abort: release,
        };
      } catch (error) {
        stream.getTracks().forEach((track) => track.stop());
        void context?.close().catch(() => undefined);
        throw error;
      }
    },
  };
}
