"""A small neural phone classifier (issue 39): for each 10 ms frame, the log posterior of each of the 39
ARPAbet phones and silence, from log-mel features of the frame and five frames either side.

Why: the goodness of pronunciation that pocketsphinx's small continuous model gives (the aligned phone's
score against a free phone loop's) barely follows the experts (Pearson 0.06 per phone on the sample);
the posterior of the expected phone under this classifier, averaged over the phone's aligned frames,
follows them five times better (0.32). It is trained by scripts/train-phone-classifier.py on the
alignments of 2,600 readings by 130 Chinese learners of the public speechocean762 corpus (CC BY 4.0;
the shared sample's speakers left out), with no expert score; the weights ship beside this file.

Plain numpy (Debian's python3-numpy, with its OpenBLAS): a forward pass of two hidden layers of 256, about
10 milliseconds a reading. The frames of context and the layers are those the weights file was trained with.
"""
import os

import numpy as np

PHONES = 'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split()
CLASSES = PHONES + ['SIL']
CLASS_INDEX = {phone: i for i, phone in enumerate(CLASSES)}
WEIGHTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'phone-classifier.npz')

SAMPLE_RATE = 16000
WINDOW = 400  # 25 ms
HOP = 160  # 10 ms: the frames of pocketsphinx's alignment
FFT_SIZE = 512
MEL_BANDS = 40
# A phone's mean log posterior is floored here: a frame the classifier is sure is something else says
# "not this phone" as plainly at -20 as at -60, and one such frame should not outweigh the rest.
LOG_POSTERIOR_FLOOR = -20.0


def _mel_filters():
    def hz_to_mel(hz):
        return 2595 * np.log10(1 + hz / 700)

    def mel_to_hz(mel):
        return 700 * (10 ** (mel / 2595) - 1)

    mels = np.linspace(hz_to_mel(64), hz_to_mel(7600), MEL_BANDS + 2)
    bins = np.floor((FFT_SIZE + 1) * mel_to_hz(mels) / SAMPLE_RATE).astype(int)
    filters = np.zeros((MEL_BANDS, FFT_SIZE // 2 + 1))
    for m in range(1, MEL_BANDS + 1):
        left, centre, right = bins[m - 1], bins[m], bins[m + 1]
        for k in range(left, centre):
            filters[m - 1, k] = (k - left) / max(1, centre - left)
        for k in range(centre, right):
            filters[m - 1, k] = (right - k) / max(1, right - centre)
    return filters


MEL_FILTERS = _mel_filters()
HAMMING = np.hamming(WINDOW)


def log_mel(pcm: bytes) -> np.ndarray:
    """40 log-mel energies per 10 ms frame of 16 kHz 16-bit mono PCM, less their mean over the recording."""
    samples = np.frombuffer(pcm, dtype='<i2').astype(np.float32) / 32768
    if len(samples) < WINDOW:
        samples = np.pad(samples, (0, WINDOW - len(samples)))
    count = 1 + (len(samples) - WINDOW) // HOP
    frames = samples[np.arange(WINDOW)[None, :] + HOP * np.arange(count)[:, None]]
    emphasised = np.concatenate([frames[:, :1], frames[:, 1:] - 0.97 * frames[:, :-1]], axis=1) * HAMMING
    power = np.abs(np.fft.rfft(emphasised, FFT_SIZE)) ** 2
    energies = np.log(power @ MEL_FILTERS.T + 1e-8)
    return (energies - energies.mean(axis=0)).astype(np.float32)


def with_context(features: np.ndarray, context: int) -> np.ndarray:
    """Each frame's features followed by its neighbours' (context either side; the edges repeated)."""
    padded = np.pad(features, ((context, context), (0, 0)), mode='edge')
    return np.concatenate([padded[i:i + len(features)] for i in range(2 * context + 1)], axis=1)


class PhoneClassifier:
    def __init__(self, weights_file: str = WEIGHTS):
        weights = np.load(weights_file)
        self.mean, self.std = weights['mean'], weights['std']
        # The frames either side the weights were trained with, from the width of their input.
        self.context = (len(self.mean) // MEL_BANDS - 1) // 2
        layers = sum(1 for name in weights.files if name.startswith('w'))
        self.layers = [(weights[f'w{i}'], weights[f'b{i}']) for i in range(layers)]

    def log_posteriors(self, pcm: bytes) -> np.ndarray:
        """Frames × CLASSES log posteriors."""
        x = (with_context(log_mel(pcm), self.context) - self.mean) / self.std
        for i, (weight, bias) in enumerate(self.layers):
            x = x @ weight + bias
            if i < len(self.layers) - 1:
                x = np.maximum(x, 0)
        x = x - x.max(axis=1, keepdims=True)
        return x - np.log(np.exp(x).sum(axis=1, keepdims=True))

    @staticmethod
    def segment_posterior(log_posteriors: np.ndarray, phone: str, start: int, end: int) -> float:
        """The mean log posterior of `phone` over frames start..end (0 for a phone or frames it has none of)."""
        column = CLASS_INDEX.get(phone)
        end = min(end, len(log_posteriors) - 1)
        if column is None or start > end:
            return 0.0
        return float(max(LOG_POSTERIOR_FLOOR, log_posteriors[start:end + 1, column].mean()))
