"""The normal bot's weights, shared by its two readings: the view's (`bots.py`) and the
rollout table's (`rollout.py`), which must make the same moves."""

#: How much a point stranded below a row weighs against a point shed now.
STRANDED = 1.0
#: What each unseen tile a move blocks (or frees) is worth: the others may well hold it.
BLOCKED = 3.0
#: How much more than the best placement a special must bring before it is spent early:
#: a special kept is a way out of a blocked hand later (weights tuned by bot-vs-bot matches).
SPECIAL_MARGIN = 40.0
