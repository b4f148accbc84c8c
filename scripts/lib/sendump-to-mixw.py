"""
Mixture weights in SphinxTrain's format (mixw) from pocketsphinx's 8-bit quantised sendump: Debian's
pocketsphinx-en-us ships only the latter, and SphinxTrain's bw and map_adapt need the former
(scripts/adapt-acoustic-model.sh). Plain Python (no numpy), for Debian's python3.
Usage: sendump-to-mixw.py SENDUMP OUT_MIXW
"""
import struct
import sys
from array import array


def read_sendump(path):
    """The weights as a flat array indexed [senone][feature stream][codeword], and those three sizes."""
    with open(path, 'rb') as fh:
        data = fh.read()
    at = 0
    byte_order = '<'

    def u32():
        nonlocal at, byte_order
        n = struct.unpack_from(byte_order + 'I', data, at)[0]
        if n > 65536:  # written on a machine of the other byte order
            byte_order = '>'
            n = struct.unpack_from(byte_order + 'I', data, at)[0]
        at += 4
        return n

    def text():
        nonlocal at
        n = u32()
        if n == 0:
            return None
        if at + n > len(data):
            sys.exit(f'{path}: not a sendump (a header string runs past the end)')
        value = data[at:at + n - 1].decode('latin-1')
        at += n
        return value

    text()  # title
    attrs = {}
    while (header := text()) is not None:
        parts = header.split()
        if len(parts) == 2 and parts[1].isdigit():
            attrs[parts[0]] = int(parts[1])
    if attrs.get('cluster_count', 0) != 0:
        sys.exit(f'{path}: clustered sendump files are not read')
    shift = attrs.get('mixw_shift', 10)
    n_feat = attrs.get('feature_count', 1)
    n_code = u32()
    n_sen = u32()
    if len(data) - at != n_feat * n_code * n_sen:
        sys.exit(f'{path}: {len(data) - at} bytes of weights, not {n_feat} x {n_code} x {n_sen}: not a sendump this reads')
    # Each byte is -log base 1.0001 of a weight, shifted down by `shift` bits.
    weight_of_byte = [1.0001 ** -(b << shift) for b in range(256)]
    weights = array('d', bytes(8 * n_sen * n_feat * n_code))
    for f in range(n_feat):
        for c in range(n_code):
            row = data[at:at + n_sen]
            at += n_sen
            for s, b in enumerate(row):
                weights[(s * n_feat + f) * n_code + c] = weight_of_byte[b]
    # Quantising lost a little mass: each senone's weights per stream sum to 1 again.
    for start in range(0, len(weights), n_code):
        total = sum(weights[start:start + n_code])
        for i in range(start, start + n_code):
            weights[i] /= total
    return weights, (n_sen, n_feat, n_code)


def write_mixw(path, weights, shape):
    """SphinxTrain's binary layout: an 's3' header aligned to 4 bytes, the byte-order word, the shape, float32s."""
    with open(path, 'wb') as fh:
        fh.write(b's3\nversion 1.0\n')
        lsb = (fh.tell() + len(b'endhdr\n')) & 3
        fh.write((b' ' * (4 - lsb) if lsb else b'') + b'endhdr\n')
        fh.write(struct.pack('=i', 0x11223344))
        d1, d2, d3 = shape
        fh.write(struct.pack('=IIII', d1, d2, d3, d1 * d2 * d3))
        array('f', weights).tofile(fh)


if __name__ == '__main__':
    if len(sys.argv) != 3:
        sys.exit('usage: sendump-to-mixw.py SENDUMP OUT_MIXW')
    weights, shape = read_sendump(sys.argv[1])
    write_mixw(sys.argv[2], weights, shape)
    print(f'{sys.argv[2]}: {shape[0]} senones x {shape[1]} streams x {shape[2]} codewords')
