"""Search shared by the games' hard bots: worlds a seat's view allows, and flat Monte-Carlo."""

from accessiplay.bots.search import (
    Judging,
    Ranked,
    RankingBot,
    SearchBot,
    best_by,
    flat_monte_carlo,
    outcome,
    policy_of,
)

__all__ = [
    "Judging",
    "Ranked",
    "RankingBot",
    "SearchBot",
    "best_by",
    "flat_monte_carlo",
    "outcome",
    "policy_of",
]
