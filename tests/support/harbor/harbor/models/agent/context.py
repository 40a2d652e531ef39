"""Stand-in for harbor.models.agent.context.AgentContext: what an agent reports after a run
(input tokens include cached ones, as in Harbor)."""

from dataclasses import asdict, dataclass
from typing import Any


@dataclass
class AgentContext:
    n_input_tokens: int | None = None
    n_cache_tokens: int | None = None
    n_output_tokens: int | None = None
    cost_usd: float | None = None
    metadata: dict[str, Any] | None = None

    def model_dump(self) -> dict[str, Any]:
        return asdict(self)
