#!/usr/bin/env python3
"""Writes plain achievement images for scripts/check-getting-started.sh.

Usage: getting-started-artwork.py FOLDER KEY...
Each KEY becomes FOLDER/KEY.png: 512x512 pixels, 8-bit RGB, opaque, one
colour: the smallest image App Store Connect takes, made with the standard
library only.
"""
import os
import struct
import sys
import zlib


def chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(size: int, colour: bytes) -> bytes:
    row = b"\x00" + colour * size  # filter type 0, then the pixels
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB, no interlace
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(row * size, 9)) + chunk(b"IEND", b"")


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit("usage: getting-started-artwork.py FOLDER KEY...")
    folder, keys = sys.argv[1], sys.argv[2:]
    os.makedirs(folder, exist_ok=True)
    for key in keys:
        with open(os.path.join(folder, key + ".png"), "wb") as image:
            image.write(png(512, bytes((30, 120, 200))))


if __name__ == "__main__":
    main()
