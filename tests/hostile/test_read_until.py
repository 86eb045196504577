"""The pipe reader the hostile tests rely on, under the bunching a loaded machine causes.

The flake: 'test_a_dying_speech_dispatcher_is_announced_before_the_bots_move also failed once
under load.' Two lines that reach the pipe together were read by one buffered readline(); the
next select() then waited for the second line, already read, until its limit ran out.
"""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from hostile_support import read_until

TWO_LINES_AT_ONCE = (
    "import sys, time\nsys.stdout.write('a\\nb\\n'); sys.stdout.flush(); time.sleep(30)"
)


def _child(bufsize: int) -> subprocess.Popen:
    """A program that prints two lines in one write, then stays silent."""
    return subprocess.Popen(
        [sys.executable, "-c", TWO_LINES_AT_ONCE], stdout=subprocess.PIPE, bufsize=bufsize
    )


def test_a_line_that_came_with_the_one_before_is_found_at_once():
    """The second line is found as soon as it is printed, not after the limit."""
    child = _child(0)
    try:
        assert read_until(child.stdout, b"a") == b"a\n"
        started = time.monotonic()
        assert read_until(child.stdout, b"b", 20) == b"b\n"
        assert time.monotonic() - started < 10
    finally:
        child.kill()
        child.wait()


def test_a_buffered_pipe_is_refused():
    """A buffered stream would hide lines from select(): read_until says so instead of waiting."""
    child = _child(-1)
    try:
        with pytest.raises(AssertionError, match="unbuffered"):
            read_until(child.stdout, b"a")
    finally:
        child.kill()
        child.wait()
