"""Stand-in for harbor.environments.base: the environment interface an agent calls (`exec`,
`upload_file`, `default_user`) and its `ExecResult`."""

from dataclasses import dataclass
from pathlib import Path


@dataclass
class ExecResult:
    return_code: int
    stdout: str | None = None
    stderr: str | None = None


class BaseEnvironment:
    default_user: str | int | None = None

    async def exec(self, command: str, user=None, env=None, cwd=None, timeout_sec=None) -> ExecResult:
        raise NotImplementedError

    async def upload_file(self, source_path: Path | str, target_path: str) -> None:
        raise NotImplementedError
