"""A small stand-in for Harbor 0.26.0's installed-agent interface, for tests/recipes_harbor.rs.

It has only what contrib/harbor/ama_agent.py imports and calls, with the same names and, for
the arguments the adapter passes, the same behaviour as Harbor's own (read from its source):
`BaseInstalledAgent` (setup → install → version detection, `exec_as_root` / `exec_as_agent`
raising `NonZeroAgentExitCodeError`, `ensure_system_dependencies`, `_get_env`,
`with_prompt_template`), `AgentCapabilities`, `BaseEnvironment` / `ExecResult` and
`AgentContext`. Harbor itself needs Python 3.12 and Docker,
which the test machines lack; `trial.py` beside this package runs a trial the way Harbor's
`Trial` does, in a temp dir standing in for the task container.
"""
