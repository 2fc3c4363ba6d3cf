#!/usr/bin/env python3
"""Cross-checks storyshare's property lists with Python's own readers and writers.

  plist-roundtrip.py describe FILE binary|xml|json
      Reads FILE with plistlib (binary, xml) or json and prints it as "tagged JSON": every value
      becomes [type, payload] with string payloads (integers in decimal, reals and dates as the
      hex of their IEEE-754 float64 bits, dates in seconds since 1970, data in base64), so the
      Swift tests can compare values exactly.
  plist-roundtrip.py emit binary|xml FILE
      Writes a fixed sample (see SAMPLE below; the Swift tests hold the same value) with plistlib.
  plist-roundtrip.py emit-bigint FILE
      Writes a binary plist holding 2**64 - 1, which needs a 16-byte integer.
"""
import base64
import datetime
import json
import plistlib
import struct
import sys

EPOCH = datetime.datetime(1970, 1, 1)


def float_hex(value):
    return struct.pack(">d", value).hex()


def tag(value):
    if isinstance(value, bool):
        return ["bool", "true" if value else "false"]
    if isinstance(value, int):
        return ["integer", str(value)]
    if isinstance(value, float):
        return ["real", float_hex(value)]
    if isinstance(value, str):
        return ["string", value]
    if isinstance(value, (bytes, bytearray)):
        return ["data", base64.b64encode(bytes(value)).decode("ascii")]
    if isinstance(value, datetime.datetime):
        if value.tzinfo is not None:
            value = value.astimezone(datetime.timezone.utc).replace(tzinfo=None)
        return ["date", float_hex((value - EPOCH).total_seconds())]
    if isinstance(value, list):
        return ["array", [tag(element) for element in value]]
    if isinstance(value, dict):
        return ["dictionary", {key: tag(element) for key, element in value.items()}]
    raise TypeError("unexpected %r" % type(value))


# Repeated strings and numbers make plistlib share objects (one object, many references).
SAMPLE = {
    "string": "hello",
    "unicode": "caf\u00e9 \U0001F600",
    "empty": "",
    "small": 7,
    "medium": 300,
    "large": 70000,
    "huge": 2**40,
    "negative": -5,
    "min": -(2**63),
    "max": 2**63 - 1,
    "real": 3.25,
    "yes": True,
    "no": False,
    "date": datetime.datetime(2023, 11, 14, 22, 13, 20),
    "data": bytes(range(20)),
    "shared": ["hello", "hello", 7, 7, "caf\u00e9 \U0001F600"],
    "many": list(range(20)),
    "nested": {"inner": {"deeper": [[], {}]}},
}


def main(argv):
    if len(argv) == 4 and argv[1] == "describe":
        with open(argv[2], "rb") as handle:
            if argv[3] == "json":
                value = json.load(handle)
            else:
                fmt = plistlib.FMT_BINARY if argv[3] == "binary" else plistlib.FMT_XML
                value = plistlib.load(handle, fmt=fmt)
        sys.stdout.write(json.dumps(tag(value), ensure_ascii=True, sort_keys=True))
        return 0
    if len(argv) == 4 and argv[1] == "emit":
        fmt = plistlib.FMT_BINARY if argv[2] == "binary" else plistlib.FMT_XML
        with open(argv[3], "wb") as handle:
            plistlib.dump(SAMPLE, handle, fmt=fmt, sort_keys=True)
        return 0
    if len(argv) == 3 and argv[1] == "emit-bigint":
        with open(argv[2], "wb") as handle:
            plistlib.dump({"big": 2**64 - 1}, handle, fmt=plistlib.FMT_BINARY)
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
