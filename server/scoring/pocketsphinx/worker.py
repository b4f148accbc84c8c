"""Scoring worker: forced phone alignment and a free phone loop with pocketsphinx (Debian's
python3-pocketsphinx and pocketsphinx-en-us). One request per line on stdin, one JSON reply per line
on stdout:

  request  {"id": 1, "pcm": "<base64 16 kHz 16-bit mono>", "words": [["W", "IY"], ["K", "AO", "L"]]}
  reply    {"id": 1, "frames": 247, "align": [[phone, start, end, ascore, posterior], ...],
            "loop": [[phone, start, end, ascore], ...], "kept": [0, 1]}  or  {"id": 1, "error": "..."}

Frames are 10 ms. "posterior" is the phone classifier's mean log posterior of the aligned phone over its
frames (phone_classifier.py). Words are separated in the grammar by optional silence, so pauses show up as SIL.
"kept" lists the words (by index) that a second alignment, in which every word is optional, kept: a
word that was not said at all is left out there, because squeezing its phones into a few frames of
other speech costs more than giving those frames to their neighbours.
The node side runs several of these processes; a crash here costs one utterance, never the server.
"""
import base64
import json
import os
import sys
import tempfile

from pocketsphinx import Decoder

from phone_classifier import PHONES, PhoneClassifier

MODEL = os.environ.get('POCKETSPHINX_MODEL', '/usr/share/pocketsphinx/model/en-us')


def phone_dictionary():
    """A dictionary whose words are the phones themselves, so a grammar of phones aligns phones."""
    handle, path = tempfile.mkstemp(suffix='.dict')
    with os.fdopen(handle, 'w') as f:
        for phone in PHONES + ['SIL']:
            f.write(f'{phone} {phone}\n')
    return path


def make_decoder(settings):
    config = Decoder.default_config()
    config.set_string('-hmm', os.path.join(MODEL, 'en-us'))
    config.set_string('-logfn', os.devnull)
    for key, value in settings.items():
        if isinstance(value, float):
            config.set_float(key, value)
        elif isinstance(value, bool):
            config.set_boolean(key, value)
        else:
            config.set_string(key, value)
    return Decoder(config)


DICT = phone_dictionary()
# The front end's noise subtraction and silence removal keep estimates from one utterance to the next,
# so the same recording scored differently after others in the same worker (and frames did not match
# the recording's time). Both off: a score depends on its own recording only. The engine trims the
# recording's quiet lead-in and tail instead (server/audio/wav.ts trimSilence).
INDEPENDENT_UTTERANCES = {'-remove_noise': False, '-remove_silence': False}
# Every phone is a word of DICT, so the word beam prunes at each phone's end. A word beam of 1e-40, narrower
# than the phone beam, gives the same alignment for nearly every reading, but now and then it prunes the only
# path a correct reading has (085850088 of speechocean762, "No one will remember you.", said well, found
# no path at all). The wide aligner, with the word beam as wide as the phone beam, is the second try.
NARROW_ALIGNER = make_decoder({**INDEPENDENT_UTTERANCES, '-dict': DICT, '-beam': 1e-60, '-pbeam': 1e-60, '-wbeam': 1e-40})
WIDE_ALIGNER = make_decoder({**INDEPENDENT_UTTERANCES, '-dict': DICT, '-beam': 1e-60, '-pbeam': 1e-60, '-wbeam': 1e-60})
ALIGNERS = [NARROW_ALIGNER, WIDE_ALIGNER]
CLASSIFIER = PhoneClassifier()
LOOP = make_decoder({**INDEPENDENT_UTTERANCES, '-allphone': os.path.join(MODEL, 'en-us-phone.lm.bin'), '-allphone_ci': True, '-lw': 2.0, '-beam': 1e-20, '-pbeam': 1e-20})


ADDED_WORDS = set()


def word_name(phones):
    """The dictionary word for a pronunciation: 'w_K_AO_L' (never one of the phone words)."""
    name = 'w_' + '_'.join(phones)
    if name not in ADDED_WORDS:
        for aligner in ALIGNERS:
            aligner.add_word(name, ' '.join(phones), False)
        ADDED_WORDS.add(name)
    return name


def decode(pcm, name, grammar):
    """The segments of the best path through the grammar: the narrow aligner's, else the wide one's, else None."""
    for aligner in ALIGNERS:
        aligner.set_jsgf_string(name, grammar)
        aligner.set_search(name)
        aligner.start_utt()
        aligner.process_raw(pcm, False, True)
        aligner.end_utt()
        if aligner.hyp() is not None:
            return segments(aligner)
    return None


def kept_words(pcm, words):
    """Indexes of the words an alignment with every word optional keeps (in order, greedily)."""
    names = [word_name(phones) for phones in words]
    grammar = '#JSGF V1.0;\ngrammar skippable;\npublic <s> = [SIL] ' + ' [SIL] '.join(f'[{n}]' for n in names) + ' [SIL];'
    found = decode(pcm, 'skippable', grammar)
    if found is None:
        return []
    heard = [segment[0] for segment in found if segment[0].startswith('w_')]
    kept, position = [], 0
    for name in heard:
        while position < len(names) and names[position] != name:
            position += 1
        if position < len(names):
            kept.append(position)
            position += 1
    return kept


def segments(decoder):
    return [[s.word, s.start_frame, s.end_frame, s.ascore] for s in decoder.seg() if s.word != '(NULL)']


def align(pcm, words):
    """The forced alignment of the words' phones, [phone, start, end, ascore] per segment (SIL between words)."""
    grammar = '#JSGF V1.0;\ngrammar align;\npublic <s> = [SIL] ' + ' [SIL] '.join(' '.join(phones) for phones in words) + ' [SIL];'
    # No path through the grammar: the recording does not match the text at all (another sentence,
    # or noise). That is a score of zero for every word, not an error.
    return decode(pcm, 'align', grammar) or []


def score(request):
    pcm = base64.b64decode(request['pcm'])
    words = request['words']
    aligned = align(pcm, words)
    # Each aligned segment gets a fifth value: the phone classifier's mean log posterior of its phone.
    log_posteriors = CLASSIFIER.log_posteriors(pcm)
    for segment in aligned:
        segment.append(CLASSIFIER.segment_posterior(log_posteriors, segment[0], segment[1], segment[2]))
    LOOP.start_utt()
    LOOP.process_raw(pcm, False, True)
    LOOP.end_utt()
    return {'frames': len(pcm) // 320, 'align': aligned, 'loop': segments(LOOP), 'kept': kept_words(pcm, words)}


def main():
    sys.stdout.write(json.dumps({'ready': True}) + '\n')
    sys.stdout.flush()
    for line in sys.stdin:
        request = json.loads(line)
        try:
            reply = score(request)
        except Exception as error:  # report and carry on with the next utterance
            reply = {'error': f'{type(error).__name__}: {error}'}
        reply['id'] = request.get('id')
        sys.stdout.write(json.dumps(reply) + '\n')
        sys.stdout.flush()


if __name__ == '__main__':
    main()
