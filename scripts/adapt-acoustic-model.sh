#!/usr/bin/env bash
# MAP adaptation of the engine's acoustic model to Chinese learners (issue 39, item 2), measured and not
# kept (README, "The speech-scoring engine"). Reproduces it:
#
#   bash scripts/adapt-acoustic-model.sh CORPUS_DIR OUT_DIR [SAMPLE_DIR]
#
# CORPUS_DIR: a copy of github.com/jimbozhang/speechocean762 (WAVE/, train/, test/); the speakers of the
# shared sample (SAMPLE_DIR, default ../shared/data/speechocean762-sample) are left out, so the bench's
# held-out speakers stay unseen. OUT_DIR/model is a pocketsphinx model folder: measure with it by
#   POCKETSPHINX_MODEL=OUT_DIR/model npm run bench:scorer -- SAMPLE_DIR --population CORPUS_DIR
# Needs Debian's sphinxtrain (bw, map_adapt, mk_s2sendump) and sphinxbase-utils (sphinx_fe).
# About 2 minutes on 2 cores (bw reads 2,600 readings at a hundredth of real time).
set -euo pipefail
corpus=$(realpath "$1")
out=$(realpath -m "$2")
sample=$(realpath "${3:-../shared/data/speechocean762-sample}")
debian=/usr/share/pocketsphinx/model/en-us
train=/usr/lib/sphinxtrain
here=$(dirname "$(realpath "$0")")
mkdir -p "$out"/{base,feats,counts,model/en-us}
cd "$out"

# The readings: every transcript of the corpus whose speaker is not the sample's and whose words the
# CMU dictionary knows, as SphinxTrain's control and transcription files.
python3 - "$corpus" "$sample" "$debian/cmudict-en-us.dict" <<'PY'
import os, sys
corpus, sample, dictionary = sys.argv[1:]
sample_speakers = set()
for name in ('text', 'scored/text'):
    path = os.path.join(sample, name)
    if os.path.exists(path):
        sample_speakers |= {line.split()[0][1:5] for line in open(path) if line.strip()}
known = {line.split()[0].split('(')[0] for line in open(dictionary) if line.strip()}
control, transcripts = [], []
for part in ('train', 'test'):
    table = lambda name: dict(line.split(None, 1) for line in open(os.path.join(corpus, part, name)) if line.strip())
    wavs, speakers = table('wav.scp'), table('utt2spk')
    for line in open(os.path.join(corpus, part, 'text')):
        if not line.strip():
            continue
        utt, *words = line.split()
        words = [w.lower() for w in words]
        if speakers[utt].strip() in sample_speakers or not all(w in known for w in words):
            continue
        path = wavs[utt].strip()[:-len('.WAV')]
        control.append(path)
        transcripts.append(f"<s> {' '.join(words)} </s> ({os.path.basename(path)})")
open('fileids', 'w').write('\n'.join(control) + '\n')
open('transcription', 'w').write('\n'.join(transcripts) + '\n')
print(f'{len(control)} readings of the population')
PY

# Features as the model was trained (its feat.params), and the model with its weights unquantised.
cut -d/ -f1-2 fileids | sort -u | (cd feats && xargs mkdir -p)
sphinx_fe -argfile "$debian/en-us/feat.params" -samprate 16000 -c fileids -di "$corpus" -do feats -ei WAV -eo mfc -mswav yes 2>fe.log
for file in means variances transition_matrices feat.params noisedict; do ln -sf "$debian/en-us/$file" base/$file; done
pocketsphinx_mdef_convert -text "$debian/en-us/mdef" base/mdef.txt 2>/dev/null
python3 "$here/lib/sendump-to-mixw.py" "$debian/en-us/sendump" base/mixture_weights

# One Baum-Welch pass of counts, then MAP re-estimation, then the weights quantised again for pocketsphinx.
"$train/bw" -hmmdir base -moddeffn base/mdef.txt -ts2cbfn .ptm. -feat 1s_c_d_dd -svspec 0-12/13-25/26-38 -cmn batch -agc none \
  -dictfn "$debian/cmudict-en-us.dict" -fdictfn "$debian/en-us/noisedict" -ctlfn fileids -lsnfn transcription -cepdir feats -accumdir counts >bw.log 2>&1
echo "bw: $(grep -c 'ignored' bw.log || true) readings could not be aligned to their transcript and were left out"
"$train/map_adapt" -moddeffn base/mdef.txt -ts2cbfn .ptm. -meanfn base/means -varfn base/variances -mixwfn base/mixture_weights \
  -tmatfn base/transition_matrices -accumdir counts -mapmeanfn model/en-us/means -mapvarfn model/en-us/variances \
  -mapmixwfn mixture_weights.adapted -maptmatfn model/en-us/transition_matrices >map.log 2>&1
"$train/mk_s2sendump" -pocketsphinx yes -moddeffn base/mdef.txt -mixwfn mixture_weights.adapted -sendumpfn model/en-us/sendump >sendump.log 2>&1
for file in mdef feat.params noisedict; do cp "$debian/en-us/$file" model/en-us/; done
ln -sf "$debian/en-us-phone.lm.bin" model/en-us-phone.lm.bin
echo "adapted model: $out/model (POCKETSPHINX_MODEL=$out/model)"
