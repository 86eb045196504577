"""Guided first games (issue 16): a scripted real game per game, taught step by step."""
