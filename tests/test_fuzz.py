"""Property-based fuzzing (issue 16): 500 generated scenarios keep every invariant of
``tests/fuzz_scenarios.py``.  ``benchmarks/fuzz.py`` runs 20,000."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from .fuzz_scenarios import check_invariants, scenario_texts


@settings(
    max_examples=500,
    deadline=None,
    derandomize=True,  # the same examples on every run: CI never turns red by chance
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(scenario_texts())
def test_generated_scenarios_keep_the_invariants(text):
    check_invariants(text)
