"""Who imports whom inside a package, read from the source with `ast`, and its import circles.

Every import counts, the ones inside functions too: a screen that imports another lazily to
dodge a circular import at load time is still tied to it. Run as a script to print the circles
of `accessiplay.ui`: `python -m tests.ui.import_graph`.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def module_name(path: Path) -> str:
    """'accessiplay.ui.screens.game' for accessiplay/ui/screens/game.py."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(package: str) -> dict[str, Path]:
    """Every module of a package, by dotted name."""
    folder = ROOT.joinpath(*package.split("."))
    return {module_name(p): p for p in sorted(folder.rglob("*.py"))}


def imported(tree: ast.AST, known: set[str]) -> set[str]:
    """The modules of `known` that a module's code imports, wherever the import stands."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found & known


def graph(package: str) -> dict[str, set[str]]:
    """Module → the modules of the same package it imports."""
    found = modules(package)
    known = set(found)
    return {
        name: imported(ast.parse(path.read_text(encoding="utf-8")), known) - {name}
        for name, path in found.items()
    }


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(edges.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


if __name__ == "__main__":
    package = sys.argv[1] if len(sys.argv) > 1 else "accessiplay.ui"
    circles = cycles(graph(package))
    for circle in circles:
        print(f"{len(circle)} modules in one import circle:", ", ".join(circle))
    print(f"{len(circles)} circle(s) in {package}")
