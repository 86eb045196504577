"""Speed benchmarks measured against DESIGN.md's targets (never asserted in tests)."""
