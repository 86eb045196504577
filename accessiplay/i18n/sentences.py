"""Capital letters where a sentence starts, whatever fragments the sentence was built from.

An option label or a message fragment is written for the middle of a sentence ("plus 1 on
the 2: dice 2, 3 and 5", "más 1 al 2…"), but the screen often says it first, or right after a
question or a period. Rather than a sentence-start copy of every fragment in every language,
the localizer gives such a fragment its capital here, in one place for every locale.
"""

from __future__ import annotations

import re

# Marks that may open a sentence before its first letter: Spanish ¿ ¡, quotes, a bracket.
_OPENING = "¿¡«\"'("
_FIRST_LETTER = re.compile(rf"^([\s{_OPENING}]*)(\w)")
# Where a sentence ends inside a message.
_SENTENCE_ENDS = (". ", "? ", "! ")


def sentence_case(text: str) -> str:
    """The text with its first letter in upper case (after any opening mark)."""
    return _FIRST_LETTER.sub(lambda m: m.group(1) + m.group(2).upper(), text, count=1)


def capitalise_fragments(text: str, fragments: list[str]) -> str:
    """A message's text where each fragment that follows a sentence's end starts with a capital.

    Only fragments (nested messages, spoken lists) are touched: a name or a chat line the
    player typed is theirs, and keeps its letters.
    """
    for fragment in fragments:
        if fragment[:1].islower() or fragment[:1] in _OPENING:
            capital = sentence_case(fragment)
            if capital != fragment:
                for end in _SENTENCE_ENDS:
                    text = text.replace(end + fragment, end + capital)
    return text
