"""Localisation with Fluent: every word the player hears or reads comes from locales/."""

import logging

from accessiplay.i18n.localizer import LANGUAGES, Localizer, MissingMessage, system_language
from accessiplay.i18n.sentences import sentence_case

__all__ = ["LANGUAGES", "Localizer", "MissingMessage", "sentence_case", "system_language"]

# A damaged locale file is logged for whoever configures logging, never printed over the game.
logging.getLogger(__name__).addHandler(logging.NullHandler())
