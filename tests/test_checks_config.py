"""CI and the pre-commit hooks run the same lint, format and type checks (issue 14: "Add ruff
(lint + format) and both checks to `.ci/run` and a pre-commit config")."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _ci_commands() -> list[str]:
    """The commands of .ci/run, continuation lines joined, spaces normalised."""
    text = (ROOT / ".ci" / "run").read_text(encoding="utf-8").replace("\\\n", " ")
    return [" ".join(line.split()) for line in text.splitlines() if line.strip()]


def _hook_entries() -> list[str]:
    """The `entry:` command of every pre-commit hook."""
    text = (ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    return [" ".join(m.split()) for m in re.findall(r"^\s*entry:\s*(.+)$", text, re.MULTILINE)]


def test_every_check_of_ci_is_a_pre_commit_hook():
    """Each ruff and mypy command CI runs is run by a hook, with the same arguments."""
    checks = [c for c in _ci_commands() if c.startswith((".venv/bin/ruff", ".venv/bin/mypy"))]
    entries = _hook_entries()
    assert {"ruff check", "ruff format --check", "mypy"} <= {c.split("/")[-1] for c in entries}
    for check in checks:
        tool_and_args = check.split(" accessiplay tests benchmarks")[0]
        assert any(entry.startswith(tool_and_args) for entry in entries), check


def test_ci_checks_before_the_tests():
    """CI lints and type-checks after installing the dev tools and before running pytest."""
    commands = _ci_commands()
    install = next(i for i, c in enumerate(commands) if "'.[test,dev]'" in c)
    pytest = next(i for i, c in enumerate(commands) if c.endswith("-m pytest"))
    checks = [
        i for i, c in enumerate(commands) if c.startswith((".venv/bin/ruff", ".venv/bin/mypy"))
    ]
    assert len(checks) == 4
    assert all(install < i < pytest for i in checks)
