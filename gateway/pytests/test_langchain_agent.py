"""LangChain's ChatOpenAI in an agent with a tool, through a real gateway."""

from __future__ import annotations

import json
from typing import Any

from langchain.agents import create_agent
from langchain_core.tools import tool
from langchain_openai import ChatOpenAI

from conftest import CLEAR, EMAIL, PERSON, Gateways
from procs import Recorded, Reply, Upstream
from test_openai_sdk import completion


def test_an_agent_with_a_tool_sees_values_while_the_model_sees_tokens(
    gateways: Gateways, upstream: Upstream, thread: str
) -> None:
    calls: list[dict[str, str]] = []

    @tool
    def send_email(to: str, body: str) -> str:
        """Send an e-mail."""
        calls.append({"to": to, "body": body})
        return f"sent to {to}"

    def script(r: Recorded) -> Reply:
        msgs = r.json()["messages"]
        if not any(m["role"] == "tool" for m in msgs):
            args = json.dumps({"to": "<<EMAIL:1>>", "body": "Hi <<PERSON:1>>"})
            return 200, {}, completion("", args)
        return 200, {}, completion("Done: mail to <<EMAIL:1>> sent.", None)

    upstream.script = script
    model = ChatOpenAI(
        model="gpt-test",
        base_url=gateways.a + "/v1",
        api_key="sk-client",  # type: ignore[arg-type]
        default_headers={"X-Piighost-Thread": thread},
        max_retries=0,
    )
    agent: Any = create_agent(model=model, tools=[send_email])
    result = agent.invoke({"messages": [{"role": "user", "content": f"Email {EMAIL} to greet {PERSON}"}]})
    assert calls == [{"to": EMAIL, "body": f"Hi {PERSON}"}]
    assert result["messages"][-1].content == f"Done: mail to {EMAIL} sent."
    second = upstream.requests[1].json()["messages"]
    assert second[0]["content"] == "Email <<EMAIL:1>> to greet <<PERSON:1>>"
    assert json.loads(second[1]["tool_calls"][0]["function"]["arguments"]) == {
        "to": "<<EMAIL:1>>",
        "body": "Hi <<PERSON:1>>",
    }
    assert second[2]["content"] == "sent to <<EMAIL:1>>"
    upstream.assert_no_clear(CLEAR)
