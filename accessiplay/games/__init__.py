"""One package per game, each registering itself with the core registry when imported."""
