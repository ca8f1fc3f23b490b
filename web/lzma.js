// An LZMA decoder (the .lzma "alone" format that web/pack.py writes) for the page's files:
// a browser unpacks gzip by itself (DecompressionStream), but LZMA makes the wasm about a
// quarter smaller (611 KB against 796 KB), which keeps the page under 800 KB from a
// server that sends every file as it is (issue 58). It follows the format's reference
// decoder (LzmaSpec.cpp of the LZMA SDK, public domain).
"use strict";

// The decoder, as a generator that unpacks what has come of a .lzma file: `src` is
// {buf: Uint8Array, len: bytes in buf so far, done: whether all have come}, which the
// caller fills as the file arrives; the generator yields (the bytes unpacked so far)
// when it needs more, and returns the unpacked bytes, a Uint8Array. Throws on a damaged
// or cut file. Unpacking while the file still arrives hides most of its time.
//
// One function with every variable local, the range coder's step written out where a
// bit is decoded (BIT below): V8 keeps locals in registers, while a helper function's
// shared state lives in memory and made it five times slower. The range and the code
// are unsigned 32-bit numbers kept as the bits of int32s and compared unsigned by
// flipping their top bit (numbers past 2^31 would be boxed).
function* sslLzma(src) {
    // The header (13 bytes) and the range coder's first five.
    while (!src.done && src.len < 18) yield 0;
    let input = src.buf, end = src.len;
    if (end < 18) throw new Error("lzma: too short");
    let props = input[0];
    if (props >= 9 * 5 * 5) throw new Error("lzma: bad properties");
    const lc = props % 9;
    props = (props / 9) | 0;
    const lp = props % 5;
    const pb = (props / 5) | 0;
    let allOnes = true, size = 0;
    for (let i = 0; i < 8; i++) {
        if (input[5 + i] !== 0xff) allOnes = false;
        size += input[5 + i] * 2 ** (8 * i);
    }
    // All ones: the size is not told, an end marker ends the data.
    if (allOnes) size = -1;
    if (size > 0x7fffffff) throw new Error("lzma: too large");
    let out = new Uint8Array(size >= 0 ? size : Math.max(1 << 16, end * 4));

    const probs = new Uint16Array(0x736 + (0x300 << (lc + lp))).fill(1024);
    // Where each kind of probability starts in `probs` (the SDK's layout).
    const IS_MATCH = 0, IS_REP = 192, IS_REP_G0 = 204, IS_REP_G1 = 216, IS_REP_G2 = 228,
        IS_REP0_LONG = 240, POS_SLOT = 432, SPEC_POS = 688, ALIGN = 802, LEN = 818,
        REP_LEN = 1332, LITERAL = 0x736;
    const TOP = 0x80000000;
    let inPos = 13;
    if (input[inPos++] !== 0) throw new Error("lzma: bad stream start");
    let range = -1, code = 0;
    for (let i = 0; i < 4; i++) code = (code << 8) | input[inPos++];
    let p = 0, bound = 0, b = 0, i = 0, m = 0;

    const lpMask = (1 << lp) - 1, pbMask = (1 << pb) - 1;
    let pos = 0, state = 0, rep0 = 0, rep1 = 0, rep2 = 0, rep3 = 0;
    while (size < 0 || pos < size) {
        // One step reads at most a few dozen bytes: wait for more well before the end.
        while (inPos + 64 > end && !src.done) {
            yield pos;
            input = src.buf;
            end = src.len;
        }
        if (inPos > end) throw new Error("lzma: cut short");
        if (pos + 274 > out.length) {
            // Room for a whole match (273 bytes) or a literal.
            if (size >= 0) {
                if (pos + 1 > size) break;
            } else {
                const more = new Uint8Array(out.length * 2);
                more.set(out);
                out = more;
            }
        }
        const posState = pos & pbMask;
        i = IS_MATCH + (state << 4) + posState;
        /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
        if (b === 0) {
            // A literal byte, by the byte before it (and in a match's wake, by the byte
            // the last match would have brought).
            const prev = pos > 0 ? out[pos - 1] : 0;
            const base = LITERAL + 0x300 * (((pos & lpMask) << lc) + (prev >> (8 - lc)));
            m = 1;
            if (state >= 7) {
                let match = out[pos - rep0 - 1];
                while (m < 0x100) {
                    const mb = (match >> 7) & 1;
                    match <<= 1;
                    i = base + ((1 + mb) << 8) + m;
                    /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
                    m = (m << 1) | b;
                    if (mb !== b) break;
                }
            }
            while (m < 0x100) {
                i = base + m;
                /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
                m = (m << 1) | b;
            }
            out[pos++] = m & 0xff;
            state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
            continue;
        }
        // A match: the bits that say which kind, each a single BIT.
        i = IS_REP + state;
        /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
        let lenBase;
        if (b === 0) {
            rep3 = rep2;
            rep2 = rep1;
            rep1 = rep0;
            lenBase = LEN;
            state = state < 7 ? 7 : 10;
        } else {
            if (pos === 0) throw new Error("lzma: a repeat before any byte");
            i = IS_REP_G0 + state;
            /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
            if (b === 0) {
                i = IS_REP0_LONG + (state << 4) + posState;
                /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
                if (b === 0) {
                    // One byte again, from the last match's distance.
                    state = state < 7 ? 9 : 11;
                    out[pos] = out[pos - rep0 - 1];
                    pos++;
                    continue;
                }
            } else {
                let dist;
                i = IS_REP_G1 + state;
                /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
                if (b === 0) {
                    dist = rep1;
                } else {
                    i = IS_REP_G2 + state;
                    /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
                    if (b === 0) {
                        dist = rep2;
                    } else {
                        dist = rep3;
                        rep3 = rep2;
                    }
                    rep2 = rep1;
                }
                rep1 = rep0;
                rep0 = dist;
            }
            lenBase = REP_LEN;
            state = state < 7 ? 8 : 11;
        }
        // The length less two: a low (3 bits), mid (3 bits) or high (8 bits) code.
        let treeBase, bits, len;
        i = lenBase;
        /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
        if (b === 0) {
            treeBase = lenBase + 2 + posState * 8;
            bits = 3;
            len = 0;
        } else {
            i = lenBase + 1;
            /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
            if (b === 0) {
                treeBase = lenBase + 130 + posState * 8;
                bits = 3;
                len = 8;
            } else {
                treeBase = lenBase + 258;
                bits = 8;
                len = 16;
            }
        }
        m = 1;
        for (let k = 0; k < bits; k++) {
            i = treeBase + m;
            /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
            m = (m << 1) | b;
        }
        len += m - (1 << bits);
        if (lenBase === LEN) {
            // A new distance: its slot (6 bits), then its low bits in reverse.
            treeBase = POS_SLOT + (Math.min(len, 3) << 6);
            m = 1;
            for (let k = 0; k < 6; k++) {
                i = treeBase + m;
                /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
                m = (m << 1) | b;
            }
            const slot = m - 64;
            if (slot < 4) {
                rep0 = slot;
            } else {
                const n = (slot >> 1) - 1;
                let dist = (2 | (slot & 1)) * 2 ** n;
                let reverseBits;
                if (slot < 14) {
                    treeBase = SPEC_POS + dist - slot - 1;
                    reverseBits = n;
                } else {
                    // Direct bits (each half the range), then four aligned bits.
                    let direct = 0;
                    for (let k = n - 4; k > 0; k--) {
                        range = range >>> 1;
                        b = 0;
                        if ((code ^ TOP) >= (range ^ TOP)) {
                            code = (code - range) | 0;
                            b = 1;
                        }
                        direct = direct * 2 + b;
                        if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
                    }
                    range |= 0;
                    dist += direct * 16;
                    treeBase = ALIGN;
                    reverseBits = 4;
                }
                m = 1;
                let low = 0;
                for (let k = 0; k < reverseBits; k++) {
                    i = treeBase + m;
                    /* BIT */ p = probs[i]; bound = Math.imul(range >>> 11, p); if ((code ^ TOP) < (bound ^ TOP)) { range = bound; probs[i] = p + ((2048 - p) >>> 5); b = 0; } else { range = (range - bound) | 0; code = (code - bound) | 0; probs[i] = p - (p >>> 5); b = 1; } if (range >>> 24 === 0) { range <<= 8; code = (code << 8) | input[inPos++]; }
                    m = (m << 1) | b;
                    low |= b << k;
                }
                dist += low;
                if (dist === 0xffffffff) break; // the end marker
                rep0 = dist;
            }
        }
        len += 2;
        if (rep0 >= pos) throw new Error("lzma: a match before the start");
        if (size >= 0 && pos + len > size) throw new Error("lzma: longer than told");
        let from = pos - rep0 - 1;
        for (const stop = pos + len; pos < stop;) out[pos++] = out[from++];
    }
    if (size >= 0 && pos < size) throw new Error("lzma: shorter than told");
    return size >= 0 ? out : out.slice(0, pos);
}

// A whole .lzma file's bytes, unpacked.
function sslUnLzma(bytes) {
    const step = sslLzma({ buf: bytes, len: bytes.length, done: true }).next();
    if (!step.done) throw new Error("lzma: cut short");
    return step.value;
}
