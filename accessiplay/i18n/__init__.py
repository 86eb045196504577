"""Localisation with Fluent: every word the player hears or reads comes from locales/."""

from accessiplay.i18n.localizer import LANGUAGES, Localizer, MissingMessage, system_language

__all__ = ["LANGUAGES", "Localizer", "MissingMessage", "system_language"]
