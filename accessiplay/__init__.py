"""accessiplay: tabletop games for blind and visually impaired players, by keyboard and speech."""

__version__ = "0.1.0"
