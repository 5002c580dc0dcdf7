"""The pattern ``yamlpos`` gives PyYAML's pure-Python reader in place of its own (compiled in a
fraction of the time) finds exactly the same characters: every code point is tried."""

from __future__ import annotations

import re
import sys

import yaml.reader

from mtgjudge.scenario import yamlpos


def test_the_seeded_pattern_finds_the_same_characters_as_the_readers():
    # (the flag makes another key of the cache: the pattern is compiled as PyYAML wrote it)
    original = re.compile(yamlpos.YAML_NON_PRINTABLE, re.UNICODE)
    seeded = re.compile(yamlpos.SAME_CHARACTERS)
    text = "".join(map(chr, range(sys.maxunicode + 1)))
    assert [m.start() for m in seeded.finditer(text)] == [
        m.start() for m in original.finditer(text)
    ]


def test_the_reader_refuses_what_it_refused():
    reader = yaml.reader.Reader("ok")
    assert reader.NON_PRINTABLE.search("a\x07b").start() == 1
    assert reader.NON_PRINTABLE.search("abc\u2028\U0001f600") is None
    try:
        yaml.reader.Reader("bad \x01")
    except yaml.reader.ReaderError as exc:
        assert exc.character == 1 and exc.position == 4
    else:
        raise AssertionError("the reader accepted a control character")
