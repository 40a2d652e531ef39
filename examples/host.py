#!/usr/bin/env python3
"""A complete ama host adapter (docs/host.md): `ama --host examples/host.py`.

It adds a `ticket_lookup` tool and an instruction, answers approvals for its own tool, shows a
status after each run and says hello once the session has started. Standard library only.
"""
import json
import sys

TICKETS = {"T-1": "login page returns 500", "T-2": "typo in README"}


def send(msg):
    sys.stdout.write(json.dumps(msg) + "\n")
    sys.stdout.flush()


def register():
    send({"type": "tools.register", "id": "r1", "tool": {
        "name": "ticket_lookup",
        "description": "Look up a ticket of the tracker by its id (T-<n>).",
        "parameters": {"type": "object", "properties": {"id": {"type": "string"}},
                       "required": ["id"]},
        "permission": "read",
        "promptGuidelines": ["Look tickets up with ticket_lookup before you guess."],
    }})
    send({"type": "instructions.add", "source": {"kind": "text", "name": "tracker",
          "text": "Tickets live in the tracker; their ids look like T-1."}})
    send({"type": "events.subscribe",
          "events": ["session_start", "agent_settled", "session_shutdown"]})
    send({"type": "approvals.setBroker", "enabled": True})
    send({"type": "ready", "hostApi": 1, "id": "example-host"})


def on_event(msg):
    name = msg["name"]
    if name == "session_start" and msg["data"].get("reason") == "startup":
        send({"type": "ui.notify", "message": "example host ready", "level": "info"})
    elif name == "agent_settled":
        send({"type": "ui.setStatus", "key": "tickets", "text": f"{len(TICKETS)} open"})
    elif name == "session_shutdown":
        send({"type": "event_done", "id": msg["id"]})


for line in sys.stdin:
    msg = json.loads(line)
    kind = msg["type"]
    if kind == "init":
        if msg["version"] != 1:
            send({"type": "not_activated", "hostApi": 1})
        else:
            register()
    elif kind == "tool_execute":
        ticket = TICKETS.get(msg["input"].get("id", ""))
        send({"type": "tool_result", "id": msg["id"],
              "content": ticket or "no such ticket", "isError": ticket is None})
    elif kind == "approval_ask":
        mine = msg["request"]["toolName"] == "ticket_lookup"
        send({"type": "approval_answer", "id": msg["id"],
              "decision": "allow" if mine else "pass"})
    elif kind == "event":
        on_event(msg)
    elif kind == "response" and not msg["ok"]:
        send({"type": "log", "level": "warn", "message": msg["error"]["message"]})
