"""Stand-in for harbor.agents.capabilities: the flags an agent declares (unknown ones refused,
as Harbor's pydantic model with extra="forbid" does)."""

FIELDS = (
    "base_url", "atif", "resume", "load_native_trajectory", "load_atif_trajectory", "handoff",
    "native_config", "native_web_tools", "reasoning_effort", "windows", "skills", "mcp_servers",
    "mcp_http_headers",
)


class AgentCapabilities:
    def __init__(self, **flags):
        unknown = set(flags) - set(FIELDS)
        if unknown:
            raise ValueError(f"unknown capabilities: {sorted(unknown)}")
        for name in FIELDS:
            setattr(self, name, bool(flags.get(name, False)))
