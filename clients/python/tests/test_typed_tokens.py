"""A token the user typed never restores into a value, over many turns and clients.

The worker neutralises a typed ``<<PERSON:2>>`` for the model (``<\u200b<PERSON:2>>``)
and keeps the mark when it restores, so the restored history sent back on the
next turn holds no live token, whichever client sends it and whatever the
thread issues meanwhile.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from helpers import Workers, connect
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from scripted import ScriptedChatModel, text_of

from piighost_nats import EntityCreateByAssistantStrategy, PIIAnonymizationMiddleware

TYPED = "I am Patrick; who is <<PERSON:2>>?"
NEUTRALISED = "I am Patrick; who is <\u200b<PERSON:2>>?"
TURNS = [
    TYPED,
    "I met Marie Curie",  # the thread issues <<PERSON:2>> for her
    "What did I ask first?",
    "What did I ask first, again?",
    "And once more?",
]


def echo_first_question(messages: list[BaseMessage]) -> AIMessage:
    """Echo the first question as the model saw it, then each new message."""
    humans = [text_of(m.content) for m in messages if isinstance(m, HumanMessage)]
    if len(humans) > 2:
        return AIMessage(content=f"You first asked: {humans[0]}")
    return AIMessage(content=f"You said: {humans[-1]}")


@pytest.mark.parametrize("policy", list(EntityCreateByAssistantStrategy))
async def test_a_typed_token_never_restores_into_a_value(
    workers: Workers, thread: str, policy: EntityCreateByAssistantStrategy
) -> None:
    worker = workers.get(assistant=policy.value)
    clients = [await connect(worker), await connect(worker)]
    model = ScriptedChatModel(script=echo_first_question, chunk_size=3)
    saver = InMemorySaver()
    mws = [PIIAnonymizationMiddleware(c, assistant_strategy=policy) for c in clients]
    agents = [create_agent(model=model, tools=[], middleware=[mw], checkpointer=saver) for mw in mws]
    config: Any = {"configurable": {"thread_id": thread}}
    streamed: list[str] = []
    try:
        for turn, text in enumerate(TURNS):
            agent = agents[turn % 2]
            message = {"messages": [{"role": "user", "content": text}]}
            if turn < 2:
                await agent.ainvoke(message, config)
                continue
            # Later turns stream, restored by the other client's middleware.

            async def model_text(agent: Any = agent, message: Any = message) -> AsyncIterator[str]:
                async for chunk, _meta in agent.astream(message, config, stream_mode="messages"):
                    if isinstance(chunk, AIMessageChunk) and isinstance(chunk.content, str) and chunk.content:
                        yield chunk.content

            restorer = mws[(turn + 1) % 2]
            streamed.append("".join([piece async for piece in restorer.deanonymize_stream(model_text(), thread)]))
        state = (await agents[0].aget_state(config)).values["messages"]
    finally:
        for c in clients:
            await c.close()

    contents = [text_of(m.content) for m in state]
    leaked = [c for c in contents if "who is Marie Curie" in c]
    assert not leaked, f"the typed token restored into another person's value: {leaked}"
    assert contents == [
        NEUTRALISED,
        f"You said: {NEUTRALISED}",
        "I met Marie Curie",
        "You said: I met Marie Curie",
        "What did I ask first?",
        f"You first asked: {NEUTRALISED}",
        "What did I ask first, again?",
        f"You first asked: {NEUTRALISED}",
        "And once more?",
        f"You first asked: {NEUTRALISED}",
    ], "the typed token kept its mark in the state, every turn"
    assert streamed == [f"You first asked: {NEUTRALISED}"] * 3, "streamed as restored whole"
    # What the model saw: the typed token neutralised in every prompt, both in
    # the user's message and in the model's own echoes of it.
    for prompt in model.seen:
        for shown in prompt:
            if "who is" in shown["content"]:
                assert shown["content"].endswith("who is <\u200b<PERSON:2>>?"), shown
