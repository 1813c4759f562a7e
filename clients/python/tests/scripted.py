"""A scripted chat model from langchain_core: it answers from what it was shown.

It records every prompt it received (what the model *saw*), and a script
function decides the reply from those messages: typically by repeating the
tokens it was shown and calling tools with them, as a real model would.
Streaming splits the reply's text into small chunks, so tokens are cut across
chunks.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage, HumanMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from pydantic import Field

TOKEN = re.compile(r"<<[A-Za-z_][A-Za-z0-9_ -]*:[A-Za-z0-9]+>>")

Script = Callable[[list[BaseMessage]], AIMessage]


def text_of(content: Any) -> str:
    """The text of a content: a string, or its text blocks and strings joined."""
    if isinstance(content, str):
        return content
    parts: list[str] = []
    for block in content or []:
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, dict) and block.get("type") == "text":
            parts.append(str(block.get("text", "")))
    return "".join(parts)


class ScriptedChatModel(BaseChatModel):
    """A chat model whose replies come from a script over the messages it saw."""

    script: Any
    seen: list[list[dict[str, Any]]] = Field(default_factory=list)
    chunk_size: int = 3

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedChatModel:  # type: ignore[override]
        return self

    def _record(self, messages: list[BaseMessage]) -> None:
        self.seen.append([snapshot(m) for m in messages])

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self._record(messages)
        return ChatResult(generations=[ChatGeneration(message=self.script(messages))])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        self._record(messages)
        reply = self.script(messages)
        text = text_of(reply.content)
        pieces = [text[i : i + self.chunk_size] for i in range(0, len(text), self.chunk_size)] or [""]
        for i, piece in enumerate(pieces):
            chunk = AIMessageChunk(content=piece, id=reply.id)
            if i == len(pieces) - 1 and reply.tool_calls:
                chunk = AIMessageChunk(
                    content=piece,
                    id=reply.id,
                    tool_call_chunks=[
                        {"name": c["name"], "args": _json(c["args"]), "id": c["id"], "index": n}
                        for n, c in enumerate(reply.tool_calls)
                    ],
                )
            gen = ChatGenerationChunk(message=chunk)
            if run_manager:
                run_manager.on_llm_new_token(piece, chunk=gen)
            yield gen

    def seen_text(self) -> str:
        """Everything the model was ever shown, as one string (to search for clear values)."""
        return repr(self.seen)


def _json(value: Any) -> str:
    import json

    return json.dumps(value)


def snapshot(message: BaseMessage) -> dict[str, Any]:
    """A plain copy of what a message shows the model."""
    out: dict[str, Any] = {"type": message.type, "content": text_of(message.content)}
    if isinstance(message, AIMessage) and message.tool_calls:
        out["tool_calls"] = [{"name": c["name"], "args": c["args"]} for c in message.tool_calls]
    if isinstance(message, ToolMessage):
        out["tool_call_id"] = message.tool_call_id
    return out


def last(messages: list[BaseMessage], kind: type[BaseMessage]) -> BaseMessage:
    return next(m for m in reversed(messages) if isinstance(m, kind))


def tokens_in(text: str) -> list[str]:
    return TOKEN.findall(text)


def ask_tool_then_echo(tool: str, arg: str = "person") -> Script:
    """The specification's conversation: call ``tool`` with the first token of the
    user's question, then answer with the tool's result as the model saw it."""

    def script(messages: list[BaseMessage]) -> AIMessage:
        if isinstance(messages[-1], ToolMessage):
            return AIMessage(content=text_of(messages[-1].content))
        question = text_of(last(messages, HumanMessage).content)
        found = tokens_in(question)
        value = found[0] if found else question
        return AIMessage(content="", tool_calls=[{"name": tool, "args": {arg: value}, "id": f"call_{len(messages)}"}])

    return script


def reply_with(text: str) -> Script:
    """Always answer ``text``."""
    return lambda messages: AIMessage(content=text)
