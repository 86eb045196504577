"""The dice seeds of the server's tables: unguessable, unless a test fixes the series.

A table's seed stays on the server; no player can foresee the dice from anything they see.
"""

from __future__ import annotations

import itertools
import os
import secrets

__all__ = ["MAX_SEED_DIGITS", "SEED_VARIABLE", "fixed_seed", "seed_ignored", "table_seed"]

#: Tests replay a whole online game: with this set to a number, the server's tables take their
#: dice from that number, table after table, instead of from the system's secrets.
SEED_VARIABLE = "ACCESSIPLAY_TABLE_SEED"
_tables_made = itertools.count()
#: More digits than any 62-bit seed has: a longer value is garbage, ignored like any other.
MAX_SEED_DIGITS = 19


def table_seed() -> int:
    """A new table's seed: unguessable, so no player can foresee the dice, unless a test fixed
    the series with SEED_VARIABLE."""
    fixed = fixed_seed()
    if fixed is None:
        return secrets.randbits(62)
    return (fixed + next(_tables_made)) % (1 << 62)


def fixed_seed() -> int | None:
    """The number SEED_VARIABLE holds, or None when it is unset or garbage."""
    fixed = os.environ.get(SEED_VARIABLE, "").strip()
    # ASCII digits only, and few of them: '²' passes isdigit() but not int(), and int() of
    # 5,000 digits raises, so either refused every table ('online-error-internal').
    if not (fixed.isascii() and fixed.isdigit() and len(fixed) <= MAX_SEED_DIGITS):
        return None
    return int(fixed)


def seed_ignored() -> bool:
    """Whether SEED_VARIABLE is set to something that is no seed (the operator is told once:
    '-3' or '12 34' left the dice unguessable without a word)."""
    return bool(os.environ.get(SEED_VARIABLE, "").strip()) and fixed_seed() is None
