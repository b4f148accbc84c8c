/** The recorder's own errors (the spec's messages are RecorderMessages in core/services/recorder.ts). */

export class RecordingCancelledError extends Error {
  override readonly name = 'RecordingCancelledError';
  constructor() {
    super('the recording was cancelled');
  }
}

export class NoRecordingError extends Error {
  override readonly name = 'NoRecordingError';
  constructor() {
    super('no recording to stop');
  }
}
