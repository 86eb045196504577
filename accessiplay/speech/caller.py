"""Run calls on one helper thread with a deadline.

speechd's client can block forever (it waits on a semaphore that a dead connection never
releases, and a wedged daemon never answers), so the screen-reader backend never calls it
from the UI thread directly: it hands the call over and gives up after a deadline.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any


class CallTimeout(TimeoutError):
    """The helper thread did not finish the call in time; it may be stuck for good."""


class _Job:
    """One call and its outcome, handed between threads."""

    def __init__(self, fn: Callable[[], Any]) -> None:
        self.fn = fn
        self.done = threading.Event()
        self.result: Any = None
        self.error: BaseException | None = None

    def run(self) -> None:
        """Run fn, keeping its result or exception for the waiting thread."""
        try:
            self.result = self.fn()
        except BaseException as exc:  # handed back to the caller, never lost in the thread
            self.error = exc
        finally:
            self.done.set()


class DeadlineCaller:
    """A daemon thread that runs submitted callables one at a time."""

    def __init__(self, name: str) -> None:
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        # Daemon: if a call is stuck inside a library, it must not hold up interpreter exit.
        self._thread = threading.Thread(target=self._loop, name=name, daemon=True)
        self._thread.start()
        self.stuck = False

    def _loop(self) -> None:
        """Run jobs until told to stop."""
        while (job := self._jobs.get()) is not None:
            job.run()

    def call(self, fn: Callable[[], Any], timeout: float) -> Any:
        """Run fn on the helper thread; raise its exception, or CallTimeout after timeout."""
        if self.stuck:
            raise CallTimeout("helper thread is stuck in an earlier call")
        job = _Job(fn)
        self._jobs.put(job)
        if not job.done.wait(timeout):
            self.stuck = True
            raise CallTimeout(f"call did not return within {timeout} s")
        if job.error is not None:
            raise job.error
        return job.result

    def shutdown(self, timeout: float = 1.0) -> None:
        """Let the thread finish; a stuck thread is abandoned (it is a daemon)."""
        self._jobs.put(None)
        if not self.stuck:
            self._thread.join(timeout)

    @property
    def alive(self) -> bool:
        """Whether the helper thread is still running (for tests and diagnostics)."""
        return self._thread.is_alive()
