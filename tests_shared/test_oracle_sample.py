"""The Oracle compiler's test sample (``tests/data/oracle_sample.jsonl``) is a copy of cards of
``../shared/data/mtgjson-cards.jsonl.gz``: each entry must still be what the shared data gives
(re-pick with ``python tools/oracle_sample.py --sample``)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from oracle_sample import DATA, load_sample, trim  # noqa: E402

from mtgjudge.cards.oracle.coverage import read_cards  # noqa: E402


def test_the_oracle_sample_is_a_copy_of_the_shared_card_data():
    assert DATA.is_file(), f"the card data is missing: {DATA}"
    sample = {entry["name"]: entry for entry in load_sample()}
    found = {c["name"]: trim(c) for c in read_cards(DATA) if c["name"] in sample}
    assert set(found) == set(sample)
    changed = [name for name in sample if found[name] != sample[name]]
    assert not changed, f"{len(changed)} cards differ, e.g. {changed[:3]}"
