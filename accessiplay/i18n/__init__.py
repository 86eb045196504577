"""Localisation with Fluent: every word the player hears or reads comes from locales/."""

from accessiplay.i18n.localizer import LANGUAGES, Localizer, MissingMessage, system_language
from accessiplay.i18n.sentences import sentence_case

__all__ = ["LANGUAGES", "Localizer", "MissingMessage", "sentence_case", "system_language"]
