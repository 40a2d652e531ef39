"""Stand-in for harbor.agents.installed.base (Harbor 0.26.0): the parts of `BaseInstalledAgent`
an installed agent uses, with Harbor's behaviour — `setup()` runs `install()` then detects the
version, commands run with `set -o pipefail` and a non-zero exit raises
`NonZeroAgentExitCodeError`, `run()` renders the instruction through `with_prompt_template`."""

import functools
import logging
import os
import shlex
from pathlib import Path, PurePosixPath

from harbor.agents.capabilities import AgentCapabilities


class NonZeroAgentExitCodeError(RuntimeError):
    pass


def with_prompt_template(fn):
    @functools.wraps(fn)
    async def wrapper(self, instruction, *args, **kwargs):
        return await fn(self, self.render_instruction(instruction), *args, **kwargs)

    return wrapper


class BaseInstalledAgent:
    capabilities = AgentCapabilities()
    SYSTEM_PACKAGES = {"curl": ("curl",)}

    def __init__(self, logs_dir: Path, model_name: str | None = None, logger=None, mcp_servers=None,
                 skills_dir=None, *, extra_env=None, environment_logs_dir=None, version=None,
                 prompt_template_path=None, **kwargs):
        if kwargs:
            # Harbor logs and ignores kwargs of an agent without an options model.
            logging.getLogger(__name__).debug("ignored kwargs: %s", sorted(kwargs))
        self.logs_dir = Path(logs_dir)
        self.environment_logs_dir = PurePosixPath(environment_logs_dir or "/logs/agent")
        self.model_name = model_name
        self.logger = logger or logging.getLogger(__name__)
        self.mcp_servers = mcp_servers or []
        self._extra_env = dict(extra_env or {})
        self._version = version
        self._prompt_template_path = prompt_template_path

    def version(self):
        return self._version

    def get_version_command(self):
        return None

    def parse_version(self, stdout):
        return stdout.strip()

    def render_instruction(self, instruction):
        return instruction

    def _get_env(self, key, *alternatives):
        for name in (key, *alternatives):
            for source in (self._extra_env, os.environ):
                if name in source:
                    return source[name]
        return None

    async def _exec(self, environment, command, user=None, env=None, cwd=None, timeout_sec=None):
        result = await environment.exec(
            command=f"(set -o pipefail) 2>/dev/null && set -o pipefail; {command}",
            user=user, env=env, cwd=cwd, timeout_sec=timeout_sec,
        )
        if result.return_code != 0:
            raise NonZeroAgentExitCodeError(
                f"Command failed (exit {result.return_code}): {command}\n"
                f"stdout: {result.stdout}\nstderr: {result.stderr}"
            )
        return result

    async def exec_as_root(self, environment, command, env=None, cwd=None, timeout_sec=None):
        return await self._exec(environment, command, user="root", env=env, cwd=cwd, timeout_sec=timeout_sec)

    async def exec_as_agent(self, environment, command, env=None, cwd=None, timeout_sec=None):
        return await self._exec(environment, command, env=env, cwd=cwd, timeout_sec=timeout_sec)

    async def ensure_system_dependencies(self, environment, dependencies):
        unknown = set(dependencies) - self.SYSTEM_PACKAGES.keys()
        if unknown:
            raise ValueError(f"Unknown system dependencies: {', '.join(sorted(unknown))}")
        for dep in dependencies:
            check = " && ".join(f"command -v {shlex.quote(c)} >/dev/null 2>&1" for c in self.SYSTEM_PACKAGES[dep])
            if (await environment.exec(command=check, user="root")).return_code != 0:
                raise RuntimeError(f"the stand-in has no package manager to install {dep}")

    async def install(self, environment):
        raise NotImplementedError

    async def setup(self, environment):
        (self.logs_dir / "setup").mkdir(parents=True, exist_ok=True)
        try:
            await self.install(environment)
        except RuntimeError:
            raise
        except Exception as exc:
            raise RuntimeError(f"Agent setup failed: {exc}") from exc
        if self._version is None:
            command = self.get_version_command()
            if command:
                result = await environment.exec(command=command)
                if result.return_code == 0 and result.stdout:
                    self._version = self.parse_version(result.stdout)

    async def run(self, instruction, environment, context):
        raise NotImplementedError

    def populate_context_post_run(self, context):
        pass
