"""
Mixture weights in SphinxTrain's format (mixw) from pocketsphinx's 8-bit quantised sendump: Debian's
pocketsphinx-en-us ships only the latter, and SphinxTrain's bw and map_adapt need the former
(scripts/adapt-acoustic-model.sh). Usage: sendump-to-mixw.py SENDUMP OUT_MIXW
"""
import struct
import sys

import numpy as np

def read_sendump(path):
    """[senone, feature stream, codeword] weights; each byte is -log base 1.0001 of a weight, shifted down."""
    with open(path, 'rb') as fh:
        fmt = '<I'
        def u32():
            nonlocal fmt
            raw = fh.read(4)
            n = struct.unpack(fmt, raw)[0]
            if n > 65536:
                fmt = '>I'
                n = struct.unpack(fmt, raw)[0]
            return n
        def readstr():
            n = u32()
            return None if n == 0 else fh.read(n)[:-1].decode()
        readstr()  # title
        attrs = {}
        while True:
            h = readstr()
            if h is None:
                break
            parts = h.split()
            if len(parts) == 2:
                attrs[parts[0]] = int(parts[1]) if parts[1].isdigit() else parts[1]
        shift = attrs.get('mixw_shift', 10)
        n_feat = attrs.get('feature_count', 1)
        cluster_count = attrs.get('cluster_count', 0)
        assert cluster_count == 0, attrs
        n_code = u32()
        n_sen = u32()
        out = np.empty((n_sen, n_feat, n_code))
        for f in range(n_feat):
            for c in range(n_code):
                q = np.frombuffer(fh.read(n_sen), dtype=np.uint8).astype(np.int64) << shift
                out[:, f, c] = np.power(1.0001, -q.astype(np.float64))
        if fh.read():
            sys.exit(f'{path}: bytes left after {n_feat} x {n_code} x {n_sen} weights: not a sendump this reads')
    # Quantising lost a little mass: each senone's weights per stream sum to 1 again.
    out /= out.sum(axis=2, keepdims=True)
    return out

def write_mixw(path, mixw):
    """SphinxTrain's binary layout: an 's3' header aligned to 4 bytes, the byte-order word, the shape, float32s."""
    with open(path, 'wb') as fh:
        fh.write(b's3\nversion 1.0\n')
        lsb = (fh.tell() + len(b'endhdr\n')) & 3
        fh.write((b' ' * (4 - lsb) if lsb else b'') + b'endhdr\n')
        fh.write(struct.pack('=i', 0x11223344))
        d1, d2, d3 = mixw.shape
        fh.write(struct.pack('=IIII', d1, d2, d3, d1 * d2 * d3))
        mixw.ravel().astype('<f4').tofile(fh)

if __name__ == '__main__':
    if len(sys.argv) != 3:
        sys.exit('usage: sendump-to-mixw.py SENDUMP OUT_MIXW')
    weights = read_sendump(sys.argv[1])
    write_mixw(sys.argv[2], weights)
    print(f'{sys.argv[2]}: {weights.shape[0]} senones x {weights.shape[1]} streams x {weights.shape[2]} codewords')
