"""Runs one trial of an installed agent the way Harbor's Trial does (setup, run, then
populate_context_post_run even when run failed), against a local "container": a temp dir whose
commands run with bash, in ROOT/app, with a clean environment plus the trial's extra_env.

usage: python3 trial.py SPEC.json, where SPEC has agent_dir, module, cls, root, model,
instruction, kwargs and extra_env. Prints one JSON object: the agent's version, the context, the
run's error (if any) and every environment call, in order.
"""

import asyncio
import importlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path, PurePosixPath

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harbor.agents.installed.base import NonZeroAgentExitCodeError  # noqa: E402
from harbor.environments.base import BaseEnvironment, ExecResult  # noqa: E402
from harbor.models.agent.context import AgentContext  # noqa: E402


class LocalEnvironment(BaseEnvironment):
    def __init__(self, root: Path, extra_env: dict):
        self.root = root
        self.extra_env = extra_env
        self.calls = []

    async def exec(self, command, user=None, env=None, cwd=None, timeout_sec=None):
        self.calls.append({"exec": command, "user": user, "env": sorted((env or {}).keys())})
        full_env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(self.root / "home")}
        full_env.update(self.extra_env)
        full_env.update(env or {})
        try:
            p = subprocess.run(["bash", "-c", command], cwd=cwd or self.root / "app", env=full_env,
                               capture_output=True, text=True, timeout=timeout_sec or 300)
        except subprocess.TimeoutExpired as e:
            return ExecResult(return_code=124, stdout=str(e.stdout), stderr=f"timed out after {e.timeout} s")
        return ExecResult(return_code=p.returncode, stdout=p.stdout, stderr=p.stderr)

    async def upload_file(self, source_path, target_path):
        self.calls.append({"upload": str(target_path)})
        Path(target_path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source_path, target_path)


async def main(spec):
    root = Path(spec["root"])
    for d in ("app", "home", "logs/agent"):
        (root / d).mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, spec["agent_dir"])
    cls = getattr(importlib.import_module(spec["module"]), spec["cls"])
    agent = cls(
        logs_dir=root / "logs/agent",
        model_name=spec.get("model"),
        extra_env=spec.get("extra_env") or {},
        environment_logs_dir=PurePosixPath(root / "logs/agent"),
        **(spec.get("kwargs") or {}),
    )
    env = LocalEnvironment(root, spec.get("extra_env") or {})
    context = AgentContext()
    error = None
    await agent.setup(env)
    try:
        await agent.run(spec["instruction"], env, context)
    except NonZeroAgentExitCodeError as e:
        error = str(e).splitlines()[0]
    agent.populate_context_post_run(context)
    print(json.dumps({"name": cls.name(), "version": agent.version(), "context": context.model_dump(),
                      "error": error, "calls": env.calls}))


if __name__ == "__main__":
    asyncio.run(main(json.loads(Path(sys.argv[1]).read_text())))
