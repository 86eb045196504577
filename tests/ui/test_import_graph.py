"""The screens open one another through the navigator: no import circle in accessiplay.ui."""

from __future__ import annotations

import ast

import pytest

from accessiplay.ui.catalog import SCREENS
from accessiplay.ui.screens.base import Screen
from tests.ui.import_graph import cycles, graph, imported, modules


def test_the_ui_package_has_no_import_circle():
    """'Break the import circle among the ui/screens files': every import counts, the ones
    inside functions and under TYPE_CHECKING too."""
    assert cycles(graph("accessiplay.ui")) == []


def test_no_screen_module_imports_another_screen_module():
    """Screens ask the navigator for a screen by name instead of importing it; the parts a
    screen is built from (the game screen's key mixins) import no screen either."""
    edges = graph("accessiplay.ui")
    screen_modules = {cls.__module__ for cls in SCREENS.values()}
    for name, targets in edges.items():
        if name.startswith("accessiplay.ui.screens."):
            assert not (targets & screen_modules), (name, targets & screen_modules)


def test_the_finder_sees_a_circle_hidden_in_a_function():
    """The walker is not blind: a lazy import inside a function still closes a circle."""
    a = ast.parse("import x.b\n")
    b = ast.parse("def f():\n    from x import a\n")
    known = {"x.a", "x.b"}
    edges = {"x.a": imported(a, known), "x.b": imported(b, known)}
    assert cycles(edges) == [["x.a", "x.b"]]


def test_every_screen_class_can_be_opened_by_name():
    """The catalog names every screen the package defines, so none has to be imported."""
    defined = set()
    for name in modules("accessiplay.ui.screens"):
        module = __import__(name, fromlist=["*"])
        defined |= {
            obj
            for obj in vars(module).values()
            if isinstance(obj, type) and issubclass(obj, Screen) and obj.__module__ == name
        }
    # Bases that are parts of screens, never opened on their own.
    parts = ("ListScreen", "TextEntryScreen", "GameKeys")
    abstract = {Screen} | {c for c in defined if c.__name__ in parts}
    assert defined - abstract == set(SCREENS.values())


def test_a_name_the_catalog_does_not_have_is_a_clear_error(client):
    """A typo in a screen's name fails loudly, naming it, and opens nothing."""
    from accessiplay.ui.navigator import UnknownScreen

    before = list(client.app.stack)
    with pytest.raises(UnknownScreen, match="no-such-screen"):
        client.app.nav.open("no-such-screen")
    assert client.app.stack == before
