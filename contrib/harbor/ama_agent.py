"""ama as a Harbor installed agent, so ama can be benchmarked on Terminal-Bench with one command.

Written for Harbor 0.26.0 (the `harbor` package on PyPI); docs/ci.md has the `harbor run` command.
Harbor calls, in order: ``setup()`` (its base class runs our ``install()``, then detects the
version with ``get_version_command()``), ``run()`` once with the task's instruction, then
``populate_context_post_run()`` on the host after the container's logs are synced back (also
after a failed run). This adapter:

- installs the static ama binary in the task container, from a path on the host
  (``--ak binary_path=...``, uploaded) or a release URL (``--ak binary_url=...``, fetched with curl
  in the container and checked against ``--ak binary_sha256=...``);
- runs ``ama -p --output-format stream-json`` on the instruction in the container, keeping the
  event lines (less the streaming deltas) in ``ama.jsonl`` and the session file under
  ``sessions/``, both in the agent's log directory;
- maps ama's result (the last line) and its usage into Harbor's ``AgentContext`` and writes an
  ATIF trajectory (``trajectory.json``) from the messages of the run.

Agent kwargs (``--ak key=value``): binary_path, binary_url, binary_sha256, permission_mode
(default ``full-auto``: the task container is the sandbox), max_turns, max_budget_usd, timeout,
thinking, install_dir (default ``/usr/local/bin``). The provider keys named in ``KEY_VARIABLES``
are passed to ama when Harbor's process or ``--ae`` has them.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path, PurePosixPath
from typing import Any

from harbor.agents.capabilities import AgentCapabilities
from harbor.agents.installed.base import BaseInstalledAgent, with_prompt_template
from harbor.environments.base import BaseEnvironment
from harbor.models.agent.context import AgentContext

# The environment variables ama reads for providers and keys (docs/configuration.md), passed
# through to the container when set on the host.
KEY_VARIABLES = (
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_BASE_URL",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "OPENROUTER_API_KEY",
    "AMA_CONFIG_DIR",
)

OUTPUT_FILENAME = "ama.jsonl"
STDERR_FILENAME = "ama.stderr"
EXIT_FILENAME = "ama.exit"
SESSIONS_DIRNAME = "sessions"
TRAJECTORY_FILENAME = "trajectory.json"
ATIF_VERSION = "ATIF-v1.6"


class AmaAgent(BaseInstalledAgent):
    """Runs ama's print mode in a Harbor task container (see the module's docstring)."""

    capabilities = AgentCapabilities(atif=True)

    def __init__(
        self,
        *args: Any,
        binary_path: str | None = None,
        binary_url: str | None = None,
        binary_sha256: str | None = None,
        permission_mode: str = "full-auto",
        max_turns: int | str | None = None,
        max_budget_usd: float | str | None = None,
        timeout: str | None = None,
        thinking: str | None = None,
        install_dir: str = "/usr/local/bin",
        **kwargs: Any,
    ):
        if bool(binary_path) == bool(binary_url):
            raise ValueError(
                "ama needs exactly one of the agent kwargs binary_path (an ama binary on this "
                "machine, e.g. --ak binary_path=target/x86_64-unknown-linux-musl/dist/ama from "
                "`make static`) and binary_url (a release asset of the static binary)"
            )
        if binary_path and not Path(binary_path).is_file():
            raise ValueError(f"binary_path `{binary_path}` is not a file; build it with `make static`")
        self._binary_path = binary_path
        self._binary_url = binary_url
        self._binary_sha256 = binary_sha256
        self._permission_mode = permission_mode
        self._max_turns = None if max_turns in (None, "") else int(max_turns)
        self._max_budget_usd = None if max_budget_usd in (None, "") else float(max_budget_usd)
        self._timeout = timeout or None
        self._thinking = thinking or None
        self._install_dir = PurePosixPath(install_dir)
        super().__init__(*args, **kwargs)

    @staticmethod
    def name() -> str:
        return "ama"

    @property
    def _ama(self) -> str:
        return str(self._install_dir / "ama")

    def get_version_command(self) -> str | None:
        return f"{shlex.quote(self._ama)} --version"

    def parse_version(self, stdout: str) -> str:
        # `ama --version` prints `ama <version>`.
        return stdout.strip().removeprefix("ama").strip()

    async def install(self, environment: BaseEnvironment) -> None:
        target = shlex.quote(self._ama)
        staged = shlex.quote(str(self._install_dir / "ama.download"))
        await self.exec_as_root(environment, command=f"mkdir -p {shlex.quote(str(self._install_dir))}")
        if self._binary_path:
            await environment.upload_file(self._binary_path, str(self._install_dir / "ama.download"))
        else:
            await self.ensure_system_dependencies(environment, ("curl",))
            await self.exec_as_root(
                environment,
                command=f"curl -fsSL --retry 3 -o {staged} {shlex.quote(self._binary_url or '')}",
            )
        check = ""
        if self._binary_sha256:
            check = f"echo {shlex.quote(self._binary_sha256)}'  '{staged} | sha256sum -c - && "
        await self.exec_as_root(
            environment,
            command=f"{check}chmod 0755 {staged} && mv {staged} {target} && {target} --version",
        )

    def _flags(self) -> list[str]:
        flags = ["--permission-mode", self._permission_mode]
        if self.model_name:
            flags += ["--model", self.model_name]
        if self._max_turns is not None:
            flags += ["--max-turns", str(self._max_turns)]
        if self._max_budget_usd is not None:
            flags += ["--max-budget-usd", str(self._max_budget_usd)]
        if self._timeout:
            flags += ["--timeout", self._timeout]
        if self._thinking:
            flags += ["--thinking", self._thinking]
        return flags

    def run_command(self, instruction: str) -> str:
        """The shell command run in the container: ama's events, less the streaming deltas, go
        to ama.jsonl, its stderr to ama.stderr and its exit code to ama.exit; the command's own
        exit code is ama's."""
        logs = self.environment_logs_dir
        q = shlex.quote
        ama = " ".join(
            [q(self._ama), "-p", "--output-format", "stream-json"]
            + [q(f) for f in self._flags()]
            + ["--session-dir", q(str(logs / SESSIONS_DIRNAME)), "--", q(instruction)]
        )
        return (
            f"mkdir -p {q(str(logs / SESSIONS_DIRNAME))} && "
            f"{{ {ama} </dev/null 2>{q(str(logs / STDERR_FILENAME))}; "
            f"code=$?; echo $code >{q(str(logs / EXIT_FILENAME))}; exit $code; }} "
            f"| {{ grep -v '\"type\":\"message_update\"' || true; }} "
            f">{q(str(logs / OUTPUT_FILENAME))}"
        )

    def _env(self) -> dict[str, str]:
        env = {}
        for name in KEY_VARIABLES:
            value = self._get_env(name)
            if value:
                env[name] = value
        return env

    @with_prompt_template
    async def run(
        self,
        instruction: str,
        environment: BaseEnvironment,
        context: AgentContext,
    ) -> None:
        await self.exec_as_agent(environment, command=self.run_command(instruction), env=self._env())

    def populate_context_post_run(self, context: AgentContext) -> None:
        events = read_events(self.logs_dir / OUTPUT_FILENAME)
        result = next((e for e in reversed(events) if e.get("type") == "result"), None)
        messages = [e["message"] for e in events if e.get("type") == "message_end" and isinstance(e.get("message"), dict)]
        usage = (result or {}).get("usage") or sum_usage(messages)
        cache_read = int(usage.get("cacheRead", 0))
        context.n_input_tokens = int(usage.get("input", 0)) + cache_read + int(usage.get("cacheWrite", 0))
        context.n_cache_tokens = cache_read
        context.n_output_tokens = int(usage.get("output", 0))
        cost = (result or {}).get("costUsd")
        if cost is None:
            cost = (usage.get("cost") or {}).get("total")
        context.cost_usd = cost
        exit_file = self.logs_dir / EXIT_FILENAME
        exit_code = int(exit_file.read_text().strip()) if exit_file.is_file() else None
        context.metadata = {
            **(context.metadata or {}),
            "ama_exit_code": exit_code,
            "ama_result": None
            if result is None
            else {
                k: result.get(k)
                for k in ("subtype", "isError", "result", "error", "errorCode", "stopReason", "numTurns", "sessionId", "durationMs")
            },
            "ama_permission_denials": len((result or {}).get("permissionDenials") or []),
        }
        trajectory = to_trajectory(events, self.name(), self.version() or "unknown", self.model_name)
        if trajectory is not None:
            (self.logs_dir / TRAJECTORY_FILENAME).write_text(json.dumps(trajectory, indent=2) + "\n")


def read_events(path: Path) -> list[dict[str, Any]]:
    """The JSON objects of a stream-json log, skipping lines that are not (a cut last line)."""
    if not path.is_file():
        return []
    events = []
    for line in path.read_text(errors="replace").splitlines():
        try:
            event = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(event, dict):
            events.append(event)
    return events


def sum_usage(messages: list[dict[str, Any]]) -> dict[str, Any]:
    total = {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "cost": {"total": 0.0}}
    for m in messages:
        u = m.get("usage") or {}
        for k in ("input", "output", "cacheRead", "cacheWrite"):
            total[k] += int(u.get(k, 0))
        total["cost"]["total"] += float((u.get("cost") or {}).get("total", 0.0))
    return total


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(b.get("text", "") for b in content if isinstance(b, dict) and b.get("type") == "text")
    return ""


def _metrics(usage: dict[str, Any]) -> dict[str, Any]:
    cache_read = int(usage.get("cacheRead", 0))
    return {
        "prompt_tokens": int(usage.get("input", 0)) + cache_read + int(usage.get("cacheWrite", 0)),
        "completion_tokens": int(usage.get("output", 0)),
        "cached_tokens": cache_read,
        "cost_usd": (usage.get("cost") or {}).get("total"),
    }


def to_trajectory(events: list[dict[str, Any]], name: str, version: str, model: str | None) -> dict[str, Any] | None:
    """An ATIF trajectory from the run's `message_end` events: a step per user and assistant
    message, tool results attached to the step that made the call."""
    session_id = next((e.get("sessionId") for e in events if e.get("type") == "session_start"), None)
    steps: list[dict[str, Any]] = []
    by_call: dict[str, dict[str, Any]] = {}
    for e in events:
        if e.get("type") != "message_end" or not isinstance(e.get("message"), dict):
            continue
        m = e["message"]
        role = m.get("role")
        if role == "user":
            steps.append({"step_id": len(steps) + 1, "source": "user", "message": _text(m.get("content"))})
        elif role == "assistant":
            blocks = m.get("content") if isinstance(m.get("content"), list) else []
            calls = [
                {"tool_call_id": b.get("id", ""), "function_name": b.get("name", ""), "arguments": b.get("arguments") or {}}
                for b in blocks
                if isinstance(b, dict) and b.get("type") == "toolCall"
            ]
            thinking = "".join(b.get("thinking", "") for b in blocks if isinstance(b, dict) and b.get("type") == "thinking")
            step: dict[str, Any] = {
                "step_id": len(steps) + 1,
                "source": "agent",
                "model_name": model,
                "message": _text(blocks),
                "metrics": _metrics(m.get("usage") or {}),
                "extra": {"stop_reason": m.get("stopReason")},
            }
            if thinking:
                step["reasoning_content"] = thinking
            if calls:
                step["tool_calls"] = calls
                step["observation"] = {"results": []}
                for c in calls:
                    by_call[c["tool_call_id"]] = step
            steps.append(step)
        elif role == "toolResult":
            step = by_call.get(m.get("toolCallId", ""))
            if step is not None:
                step["observation"]["results"].append(
                    {
                        "source_call_id": m.get("toolCallId"),
                        "content": _text(m.get("content")),
                        "extra": {"tool_name": m.get("toolName"), "is_error": bool(m.get("isError"))},
                    }
                )
    if not steps:
        return None
    agent_steps = [s for s in steps if s["source"] == "agent"]
    cost = sum(s["metrics"]["cost_usd"] or 0.0 for s in agent_steps)
    return {
        "schema_version": ATIF_VERSION,
        "session_id": session_id,
        "agent": {"name": name, "version": version, "model_name": model},
        "steps": steps,
        "final_metrics": {
            "total_prompt_tokens": sum(s["metrics"]["prompt_tokens"] for s in agent_steps),
            "total_completion_tokens": sum(s["metrics"]["completion_tokens"] for s in agent_steps),
            "total_cached_tokens": sum(s["metrics"]["cached_tokens"] for s in agent_steps),
            "total_cost_usd": cost if cost > 0 else None,
            "total_steps": len(steps),
        },
    }
