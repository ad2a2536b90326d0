"""One writer per game: a lock on a small side file beside the game (`.<name>.botmat.lock`), taken
by whoever opens the game to play it and released by the system when that process ends, however
it ends (a crash or a kill leaves no stale lock). A second window, a double-click on the file or
the CLI finds the game busy and is offered a read-only view or a copy (docs/store.md)."""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt
else:
    import fcntl

# Errors that mean "held by someone else" (flock gives EWOULDBLOCK, msvcrt EACCES or EDEADLK).
_BUSY = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, getattr(errno, "EDEADLK", errno.EAGAIN)}
_HELD: dict[str, GameLock] = {}  # the games this process holds, by their resolved path


class LockBusy(Exception):
    """The game is held by another process (or another open of it in this one)."""


def lock_path(game: Path) -> Path:
    """The side file whose lock says a game is being played."""
    return game.with_name(f".{game.name}.lock")


def _key(game: Path) -> str:
    try:
        return str(game.resolve())
    except OSError:
        return str(game.absolute())


def _try_lock(fd: int) -> bool:
    """Lock the whole side file without waiting; False when another holder has it."""
    try:
        if sys.platform == "win32":  # pragma: no cover - Windows
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in _BUSY:
            return False
        raise
    return True


def _same_file(fd: int, path: Path) -> bool:
    """Whether `path` still names the file open as `fd` (its last holder may have removed it
    between our open and our lock: then the lock guards nothing and is taken again)."""
    try:
        on_disk = os.stat(path)
    except FileNotFoundError:
        return False
    held = os.fstat(fd)
    return (on_disk.st_dev, on_disk.st_ino) == (held.st_dev, held.st_ino)


class GameLock:
    """The lock of one game, held from `take` until `release` (or the end of the process)."""

    def __init__(self, game: Path, fd: int) -> None:
        self.game, self.fd = game, fd
        self.path = lock_path(game)

    @classmethod
    def take(cls, game: Path) -> GameLock:
        """Hold the game's lock; LockBusy when someone holds it, OSError when the side file cannot
        be made (a read-only disk or folder: nobody can write the game there)."""
        key = _key(game)
        if key in _HELD:
            raise LockBusy(game)
        side = lock_path(game)
        for _ in range(20):  # each retry follows a holder that removed the file as we opened it
            flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
            fd = os.open(side, flags, 0o644)
            try:
                if not _try_lock(fd):
                    raise LockBusy(game)
                if sys.platform == "win32" or _same_file(fd, side):  # pragma: no branch
                    lock = cls(game, fd)
                    lock._note_owner()
                    _HELD[key] = lock
                    return lock
            except BaseException:
                os.close(fd)
                raise
            os.close(fd)
        raise LockBusy(game)

    def _note_owner(self) -> None:
        """Write this process's id into the side file (for a person looking; never read back)."""
        try:
            os.ftruncate(self.fd, 0)
            os.lseek(self.fd, 0, os.SEEK_SET)
            os.write(self.fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass  # the lock is what counts, not its note

    def release(self) -> None:
        """Give the game free: the side file goes (while still held, so nobody locks a file that
        is about to vanish unnoticed), then the lock. Windows keeps the file (an open file cannot
        be removed there); the lock is what counts."""
        if self.fd < 0:
            return
        _HELD.pop(_key(self.game), None)
        if sys.platform == "win32":  # pragma: no cover - Windows: unlocked at once, not when it gets to it
            try:
                os.lseek(self.fd, 0, os.SEEK_SET)
                msvcrt.locking(self.fd, msvcrt.LK_UNLCK, 1)
            except OSError:
                pass
        else:
            try:
                if _same_file(self.fd, self.path):
                    self.path.unlink()
            except OSError:
                pass  # left beside the game: the next holder takes it over
        try:
            os.close(self.fd)  # closing the file releases its lock
        finally:
            self.fd = -1

    def moved(self, game: Path) -> GameLock:
        """The lock for the game's new path after a rename: taken there, then this one given up."""
        if _key(game) == _key(self.game):
            return self
        new = GameLock.take(game)
        self.release()
        return new


def held_here(game: Path) -> bool:
    """Whether this process holds the game's lock (the game open in this window)."""
    return _key(game) in _HELD


def held_elsewhere(game: Path) -> bool:
    """Whether another process (or another open here) plays the game now. Writes nothing: a side
    file left by a process that ended is free and stays where it is."""
    if held_here(game):
        return False
    try:
        fd = os.open(lock_path(game), os.O_RDWR | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return False  # no side file (nobody plays it), or a disk nobody can write
    try:
        free = _try_lock(fd)
        if free and sys.platform == "win32":  # pragma: no cover - Windows
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        return not free
    except OSError:
        return False
    finally:
        os.close(fd)  # a probe's lock (if it got one) goes with its file
