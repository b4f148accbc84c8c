/**
 * The recorder's AudioWorklet processor: from the message 'start' on, mixes its input to mono and
 * posts it to the main thread in blocks of BLOCK_FRAMES (fewer messages than one per 128-frame render
 * quantum). The message 'flush' posts what is left followed by 'flushed', so a stop keeps the
 * recording's last moment.
 * Plain JavaScript: the browser loads this file as it is (core/services/recorder/browser-capture.ts).
 */
const BLOCK_FRAMES = 2048;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.block = new Float32Array(BLOCK_FRAMES);
    this.filled = 0;
    this.capturing = false;
    this.port.addEventListener('message', (event) => {
      if (event.data === 'start') {
        this.filled = 0;
        this.capturing = true;
      } else if (event.data === 'flush') {
        this.post();
        this.capturing = false;
        this.port.postMessage('flushed', []);
      }
    });
    this.port.start();
  }

  post() {
    if (this.filled === 0) return;
    const samples = this.block.slice(0, this.filled);
    this.port.postMessage(samples, [samples.buffer]);
    this.filled = 0;
  }

  process(inputs) {
    const channels = inputs[0];
    if (!this.capturing || !channels || channels.length === 0) return true;
    const frames = channels[0].length;
    for (let i = 0; i < frames; i++) {
      let sum = 0;
      for (let c = 0; c < channels.length; c++) sum += channels[c][i];
      this.block[this.filled++] = sum / channels.length;
      if (this.filled === BLOCK_FRAMES) this.post();
    }
    return true;
  }
}

registerProcessor('pcm-capture', PcmCaptureProcessor);
