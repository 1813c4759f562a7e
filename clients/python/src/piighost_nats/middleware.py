"""The specification's LangChain middleware, on the piighost worker (extra: langchain).

``PIIAnonymizationMiddleware`` is upstream piighost's class with the same hooks,
arguments and defaults, but the work happens in the worker: ``abefore_model``
calls ``model.in``, ``aafter_model`` calls ``model.out``, ``awrap_tool_call``
calls ``tool.call`` and ``tool.result``, ``deanonymize_stream`` calls
``stream.chunk``; what the step's ``model.in`` answered with certainty
(``restored``, ``restored_tokens``), with the tokens of the tool results
that came before it (``tool.result``'s ``restored_tokens``), spares the
step's ``model.out`` and ``tool.call`` requests for what it covers: the
messages it rewrote, and a model reply or a tool argument in which every
placeholder is one of the step's tokens. This module needs the langchain extra; importing it
without the extra raises an ImportError naming it.

Between ``abefore_model`` and ``aafter_model`` the state holds the history as
the model sees it, and LangGraph checkpoints it. A turn that stops there (the
model call failed, or ``aafter_model`` raised) would leave the user's own
messages de-identified in the thread for good, so the middleware records in
the state (the private key ``piighost_deidentified``) which messages it
de-identified, and the next ``abefore_model`` of the thread restores them
before anything else.
"""

from __future__ import annotations

import importlib.util
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from typing import Annotated, Any, NotRequired, TypedDict, cast

if importlib.util.find_spec("langchain") is None or importlib.util.find_spec("langgraph") is None:
    raise ImportError(
        "PIIAnonymizationMiddleware requires the langchain package. "
        "Install it with: pip install piighost-nats[langchain]"
    )

from langchain.agents.middleware import AgentMiddleware, AgentState
from langchain.agents.middleware.types import PrivateStateAttr
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, RemoveMessage, ToolCall, ToolMessage
from langgraph.config import get_config
from langgraph.prebuilt.tool_node import ToolCallRequest
from langgraph.runtime import Runtime
from langgraph.types import Command

from piighost_nats._codec import pack
from piighost_nats.client import MessagesReply, PIIGhostClient, ThreadId, WorkerInfo, thread_key
from piighost_nats.errors import InternalError, MissingThreadIdError, PIIGhostError, StrategyMismatchError
from piighost_nats.strategy import (
    EntityCreateByAssistantStrategy,
    InventedPlaceholderStrategy,
    ToolCallStrategy,
)
from piighost_nats.wire import Message

__all__ = ["PIIAnonymizationMiddleware", "PIIAnonymizationState"]

DEFAULT_THREAD_ID = "default"

DEIDENTIFIED_KEY = "piighost_deidentified"
"""The private state key of what abefore_model de-identified (a Deidentified)."""


class Deidentified(TypedDict):
    """What abefore_model left for aafter_model to restore.

    Attributes:
        ids: The messages whose content it de-identified.
        after: The last message of the history it saw: what follows it, up
            to the next user message, is the model's reply of that turn.
    """

    ids: list[str]
    after: str | None


class PIIAnonymizationState(AgentState[Any]):
    """The agent state, with what abefore_model de-identified and aafter_model has not restored yet."""

    piighost_deidentified: NotRequired[Annotated[Deidentified | None, PrivateStateAttr]]


def _unrestored_reply(messages: Sequence[BaseMessage], after: str | None) -> list[BaseMessage]:
    """Return the model's reply that followed message ``after`` and was never restored."""
    at = next((i for i, m in enumerate(messages) if after is not None and m.id == after), None)
    if at is None:
        return []
    out: list[BaseMessage] = []
    for message in messages[at + 1 :]:
        if not isinstance(message, AIMessage):
            break
        out.append(message)
    return out


def _thread_id() -> str:
    """Return the thread id of the LangGraph config, as LangGraph checkpoints it (``str()``).

    Raise MissingThreadIdError without one (upstream's rule and message).
    """
    try:
        configurable = get_config().get("configurable") or {}
        thread_id = configurable.get("thread_id")
    except RuntimeError:
        thread_id = None
    if thread_id is None:
        raise MissingThreadIdError(
            "No thread_id in the LangGraph config; pass "
            "config={'configurable': {'thread_id': ...}} on the agent call, or "
            f"{DEFAULT_THREAD_ID!r} if your conversations need no separation."
        )
    return thread_key(thread_id)


_META_PLACEHOLDER_PREFIX = "placeholder.prefix"
"""The service metadata key of the placeholders' opening delimiter (subjects.md, Service mode)."""

_META_PLACEHOLDER_SUFFIX = "placeholder.suffix"
"""The service metadata key of the placeholders' closing delimiter."""

_META_PLACEHOLDER = "placeholder"
"""The service metadata key of the placeholder factory's type."""

_GRAMMAR_FACTORIES = frozenset({"label_counter", "label_hash"})
"""The factories whose tokens are ``prefix LABEL:ID suffix``: the delimiters
cannot occur inside a token (the worker refuses delimiters holding a label
or identifier character, or sharing a character), so a token ends at the
first suffix after its prefix, and none is the beginning of another."""


def _may_hold(value: Any, start: str) -> bool:
    """Tell whether a wire value may hold a token: it holds the opening delimiter.

    A string is searched as it is. Any other value is searched in its
    encoding: msgpack writes each string as its UTF-8 bytes, so a string
    holding the delimiter puts it in the encoding; the converse may not
    hold (a key, binary data), which only costs a request. A value that
    does not encode is sent, so that the request reports it.
    """
    if isinstance(value, str):
        return start in value
    try:
        return start.encode() in pack(value)
    except PIIGhostError:
        return True


_STEPS_KEPT = 256
"""The threads whose last step's model.in answers are kept at most (see _remember)."""


class _Step:
    """What the last model.in of a thread answered, for the rest of its step.

    Attributes:
        anchor: The last message it rewrote (the object, kept alive): the
            state of a later node of the same run holds it, a state loaded
            from a checkpoint holds a copy.
        restored: By message id: the message, the content model.in gave it,
            and what model.out answers for that content; emptied by the
            step's aafter_model.
        tokens: Each token those messages hold, with its value.
    """

    def __init__(
        self, anchor: BaseMessage, restored: dict[str, tuple[BaseMessage, Any, Any]], tokens: dict[str, str]
    ) -> None:
        self.anchor = anchor
        self.restored = restored
        self.tokens = tokens

    def holds(self, messages: Sequence[Any]) -> bool:
        """Tell whether a state's messages hold the step's anchor (the same object)."""
        return any(m is self.anchor for m in reversed(messages))


def _known_text(text: str, tokens: Mapping[str, str], start: str, end: str | None) -> str | None:
    """Restore a text from known tokens, as the worker's restoration would; None when not certain.

    A text without the opening delimiter ``start`` is returned as it is,
    and a text that is exactly a known token is its value. With the
    closing delimiter ``end`` of a factory of _GRAMMAR_FACTORIES, any
    other text is restored when every occurrence of ``start`` opens a
    known token (ending at the first ``end`` after it; the scan goes on
    after the token): the worker then replaces exactly those tokens by
    their values and finds no invented token, so the invented policy has
    nothing to act on. Any other occurrence (a token of the thread that is
    not known here, an invented or mangled one) makes it uncertain, and
    so does a text msgpack cannot encode (a lone surrogate).
    """
    if start not in text:
        return text
    got = tokens.get(text)
    if got is not None or end is None:
        return got
    parts: list[str] = []
    at = 0
    while (i := text.find(start, at)) >= 0:
        j = text.find(end, i + len(start))
        if j < 0:
            return None
        token = text[i : j + len(end)]
        value = tokens.get(token)
        if value is None or token.find(start, 1) >= 0:
            return None
        parts += (text[at:i], value)
        at = j + len(end)
    parts.append(text[at:])
    if not text.isascii():
        try:
            text.encode()
        except UnicodeEncodeError:
            return None
    return "".join(parts)


def _known_content(content: Any, tokens: Mapping[str, str], start: str, end: str | None) -> tuple[bool, Any]:
    """Restore a wire content (_wire_content) from known tokens, as model.out would.

    Return (False, None) when a text's restoration is not certain (see
    _known_text), or the content is of another shape.
    """
    if isinstance(content, str):
        text = _known_text(content, tokens, start, end)
        return (False, None) if text is None else (True, text)
    if not isinstance(content, list):
        return False, None
    out: list[Any] = []
    for block in content:
        if block is None:
            out.append(None)
            continue
        raw = block if isinstance(block, str) else block.get("text") if _is_text_block(block) else None
        text = _known_text(raw, tokens, start, end) if isinstance(raw, str) else None
        if text is None:
            return False, None
        out.append(text if isinstance(block, str) else {"type": "text", "text": text})
    return True, out


def _known_leaves(value: Any, tokens: Mapping[str, str], start: str, end: str | None) -> tuple[bool, Any]:
    """Restore the string leaves of tool arguments from known tokens, as tool.call would.

    Return (False, None) at the first value whose restoration is not
    certain: a string that _known_text cannot restore, a map key that is
    not a string, or a value that msgpack would not give back equal
    (anything but None, bool, int in 64 bits, float but NaN, str, dict,
    list, tuple).
    """
    kind = type(value)
    if kind is str:
        got = _known_text(value, tokens, start, end)
        return (True, got) if got is not None else (False, None)
    if value is None or kind is bool:
        return True, value
    if kind is int:
        return (True, value) if -(2**63) <= value < 2**64 else (False, None)
    if kind is float:
        return (True, value) if value == value else (False, None)
    if kind is dict:
        out: dict[str, Any] = {}
        for key, item in value.items():
            if type(key) is not str:
                return False, None
            found, new = _known_leaves(item, tokens, start, end)
            if not found:
                return False, None
            out[key] = new
        return True, out
    if kind is list or kind is tuple:
        items: list[Any] = []
        for item in value:
            found, new = _known_leaves(item, tokens, start, end)
            if not found:
                return False, None
            items.append(new)
        return True, (tuple(items) if kind is tuple else items)
    return False, None


Handler = Callable[[ToolCallRequest], Awaitable[ToolMessage | Command[Any]]]
SyncHandler = Callable[[ToolCallRequest], ToolMessage | Command[Any]]


class PIIAnonymizationMiddleware(AgentMiddleware):
    """De-identify PII around the model and tool boundary of a LangChain agent.

    A thin adapter over the worker: it reads the thread id from the LangGraph
    config (``config["configurable"]["thread_id"]``, MissingThreadIdError
    without one), de-identifies the user and model messages before the model
    call, restores them after it for display, and routes tool calls: arguments
    restored for the tool, its result de-identified before the model sees it.

    The worker is the authority on strategies. The three strategy arguments
    (and ``tool_strategies``) state what this agent expects; they are checked
    against the worker's published configuration before the first hook does
    anything (or by ``await middleware.averify()``), and a difference raises
    StrategyMismatchError naming both values. A model-side client therefore
    cannot weaken the operator's strategies, and code that believes it runs
    FULL never silently runs INPUT.

    The thread id may be any value LangGraph accepts; like LangGraph's
    checkpointer, the middleware reads it as its ``str()``, so ``1`` and
    ``"1"`` are one thread.

    Args:
        client: A PIIGhostClient connected to the worker's NATS (clear side).
        tool_strategy: The ToolCallStrategy the worker applies to tools.
        invented_strategy: The worker's InventedPlaceholderStrategy.
        assistant_strategy: The worker's EntityCreateByAssistantStrategy.
        tool_strategies: Per-tool strategies the worker applies
            (``[strategies] tools``); a tool not listed expects tool_strategy.
    """

    state_schema = PIIAnonymizationState

    def __init__(
        self,
        client: PIIGhostClient,
        tool_strategy: ToolCallStrategy = ToolCallStrategy.FULL,
        invented_strategy: InventedPlaceholderStrategy = InventedPlaceholderStrategy.RAISE,
        assistant_strategy: EntityCreateByAssistantStrategy = EntityCreateByAssistantStrategy.PRESERVE,
        *,
        tool_strategies: Mapping[str, ToolCallStrategy] | None = None,
    ) -> None:
        super().__init__()
        if not isinstance(client, PIIGhostClient):
            raise TypeError(f"PIIAnonymizationMiddleware needs a PIIGhostClient, got {type(client).__name__}")
        for value, kind in (
            (tool_strategy, ToolCallStrategy),
            (invented_strategy, InventedPlaceholderStrategy),
            (assistant_strategy, EntityCreateByAssistantStrategy),
            *((s, ToolCallStrategy) for s in (tool_strategies or {}).values()),
        ):
            if not isinstance(value, kind):
                raise TypeError(f"expected a {kind.__name__}, got {value!r}")
        self.client = client
        self.tool_strategy = tool_strategy
        self.invented_strategy = invented_strategy
        self.assistant_strategy = assistant_strategy
        self.tool_strategies = dict(tool_strategies or {})
        self._worker: WorkerInfo | None = None
        self._token_start: str | None = None
        self._token_end: str | None = None
        self._steps: dict[str, _Step] = {}
        self._results: dict[str, list[tuple[object, dict[str, str]]]] = {}

    # -- strategy authority -------------------------------------------------

    async def averify(self) -> WorkerInfo:
        """Check the strategy arguments against the worker's configuration.

        Reads the worker's service info (``$SRV.INFO.piighost``) and raises
        StrategyMismatchError at the first difference. Runs once on its own
        before the first hook; call it at start-up to fail early.
        """
        info = await self.client.worker_info()
        self._check(info)
        self._token_start = info.metadata.get(_META_PLACEHOLDER_PREFIX) or None
        grammar = info.metadata.get(_META_PLACEHOLDER) in _GRAMMAR_FACTORIES
        self._token_end = (info.metadata.get(_META_PLACEHOLDER_SUFFIX) or None) if grammar else None
        self._worker = info
        return info

    def verify(self) -> WorkerInfo:
        """Check the strategies as averify does, from synchronous code (connect_in_background)."""
        return self.client.run_sync(self.averify())

    def _check(self, info: WorkerInfo) -> None:
        pairs: list[tuple[str, Any, Any]] = [
            ("tool_strategy", self.tool_strategy, info.tool_strategy),
            ("invented_strategy", self.invented_strategy, info.invented_strategy),
            ("assistant_strategy", self.assistant_strategy, info.assistant_strategy),
        ]
        for tool in sorted(set(self.tool_strategies) | set(info.tool_strategies)):
            pairs.append((f"tool_strategies[{tool!r}]", self._strategy_for(tool), info.tool_strategy_for(tool)))
        for setting, expected, actual in pairs:
            if expected is not actual:
                raise StrategyMismatchError(
                    setting,
                    expected.value if expected is not None else None,
                    actual.value if actual is not None else None,
                )

    async def _ensure_verified(self) -> None:
        if self._worker is None:
            await self.averify()

    def _strategy_for(self, tool: str) -> ToolCallStrategy:
        return self.tool_strategies.get(tool, self.tool_strategy)

    # -- model hooks ----------------------------------------------------------

    async def abefore_model(self, state: AgentState[Any], runtime: Runtime[Any]) -> dict[str, Any] | None:
        """De-identify the user and model messages before the model sees them (model.in).

        Tool messages are never rewritten here: the tool wrapper already
        de-identified them, so the state holds what upstream's would. After a
        turn that stopped before aafter_model, the messages it de-identified
        are restored first and its unrestored model reply is removed. Return
        ``{"messages": [...]}`` when a message changed, with the private key
        ``piighost_deidentified`` that records what to restore.
        """
        return await self._before_model(state, _thread_id())

    async def aafter_model(self, state: AgentState[Any], runtime: Runtime[Any]) -> dict[str, Any] | None:
        """Restore the user and model messages for display (model.out).

        Tool calls and tool messages stay tokenized in the state. Return
        ``{"messages": [...]}`` when a message changed (and the private key
        cleared), else None.
        """
        return await self._after_model(state, _thread_id())

    def before_model(self, state: AgentState[Any], runtime: Runtime[Any]) -> dict[str, Any] | None:
        """De-identify as abefore_model does, for ``agent.invoke``."""
        return self.client.run_sync(self._before_model(state, _thread_id()))

    def after_model(self, state: AgentState[Any], runtime: Runtime[Any]) -> dict[str, Any] | None:
        """Restore as aafter_model does, for ``agent.invoke``."""
        return self.client.run_sync(self._after_model(state, _thread_id()))

    async def _before_model(self, state: AgentState[Any], thread_id: str) -> dict[str, Any] | None:
        await self._ensure_verified()
        messages = list(state["messages"])
        pending = cast(Mapping[str, Any], state).get(DEIDENTIFIED_KEY)
        changed: list[BaseMessage] = []
        dropped: list[BaseMessage] = []
        if pending:
            # A turn stopped between the two hooks: its de-identified history
            # is restored, so the user's values reach the model as values,
            # not as typed tokens, and the model's reply that was never
            # restored (refused, or left unshown) is rolled back.
            ids = set(pending.get("ids") or ())
            changed = await self._restore([m for m in messages if m.id in ids], thread_id)
            dropped = _unrestored_reply(messages, pending.get("after"))
            messages = [m for m in messages if all(m is not d for d in dropped)]
            changed = [m for m in changed if all(m is not d for d in dropped)]
        allowed: tuple[type[BaseMessage], ...] = (HumanMessage, AIMessage)
        if self.assistant_strategy is EntityCreateByAssistantStrategy.IGNORE:
            allowed = (HumanMessage,)
        selected = [m for m in messages if isinstance(m, allowed)]
        reply = await self.client.model_in(
            thread_id, [_wire_message(m, tool_calls=True) for m in selected], restore=True
        )
        deidentified: list[str] = []
        seen = {id(m) for m in changed}
        for message, rewritten in zip(selected, reply.messages, strict=True):
            content = _apply_content(message, rewritten)
            if content and message.id is not None:
                deidentified.append(message.id)
            calls = isinstance(message, AIMessage) and _apply_tool_calls(message, rewritten)
            if (content or calls) and id(message) not in seen:
                changed.append(message)
        self._remember(thread_id, selected, reply, messages)
        marker = {"ids": deidentified, "after": messages[-1].id if messages else None}
        if not changed and not dropped:
            return {DEIDENTIFIED_KEY: marker}
        removed = [RemoveMessage(id=m.id) for m in dropped if m.id is not None]
        return {"messages": [*_updates(messages, changed), *removed], DEIDENTIFIED_KEY: marker}

    async def _after_model(self, state: AgentState[Any], thread_id: str) -> dict[str, Any] | None:
        await self._ensure_verified()
        messages = state["messages"]
        try:
            changed = await self._restore(messages, thread_id)
        finally:
            step = self._steps.get(thread_id)
            if step is not None:
                step.restored = {}  # the step's tool calls may still use its tokens
        if changed:
            return {"messages": _updates(messages, changed), DEIDENTIFIED_KEY: None}
        if cast(Mapping[str, Any], state).get(DEIDENTIFIED_KEY):
            return {DEIDENTIFIED_KEY: None}
        return None

    def _remember(
        self, thread_id: str, messages: Sequence[BaseMessage], reply: MessagesReply, history: Sequence[BaseMessage]
    ) -> None:
        """Keep what model.in answered for the step, until the thread's next model.in.

        model.in gives it only where it is certain (every token issued, and
        an issued token never changes its value): a message of this step
        still holding the content model.in gave it needs no model.out, and
        a tool argument that is exactly one of its tokens no tool.call.
        It holds for the messages themselves: a step resumed from a
        checkpoint has other objects, and asks the worker again. The
        tokens of the tool results since the thread's last model.in
        (tool.result's ``restored_tokens``) join the step's, for the
        results ``history`` holds (the same objects: a result of another
        run is left out), on the same argument: the model's answer often
        echoes a result, whose tokens no message model.in reads holds.
        """
        self._steps.pop(thread_id, None)
        results = self._results.pop(thread_id, [])
        restored = reply.restored or []
        known = {
            m.id: (m, w.get("content"), r)
            for m, w, r in zip(messages, reply.messages, restored, strict=False)
            if m.id is not None and r is not None
        }
        tokens: dict[str, str] = {}
        for anchor, given in results:
            if any(m is anchor for m in reversed(history)):
                tokens.update(given)
        tokens.update(reply.restored_tokens or {})
        if not messages or (not known and not tokens):
            return
        self._steps[thread_id] = _Step(messages[-1], known, tokens)
        if len(self._steps) > _STEPS_KEPT:
            # Threads whose last step is long gone: the oldest goes.
            self._steps.pop(next(iter(self._steps)))

    def _keep_result(self, thread_id: str, results: Sequence[object], tokens: dict[str, str] | None) -> None:
        """Keep the tokens of a tool's result for the thread's next model.in (see _remember).

        They are kept with the result's message objects; a message given as
        a dict is not kept, since the state holds another object for it.
        """
        if not tokens:
            return
        kept = self._results.setdefault(thread_id, [])
        kept.extend((m, tokens) for m in results if isinstance(m, BaseMessage))
        if len(self._results) > _STEPS_KEPT:
            self._results.pop(next(iter(self._results)))

    async def _restore(self, messages: Sequence[BaseMessage], thread_id: str) -> list[BaseMessage]:
        """Restore the content of the human and AI messages in place; return those that changed.

        A message whose content is what model.in rewrote it to in this step
        takes the restoration model.in gave for it. Of the others, only
        those whose content may hold a token are sent: model.out returns a
        text without the placeholders' opening delimiter as it is, and
        finds no invented token in it (subjects.md, model.out); nor is one
        whose every token is one of the step's model.in (its
        restored_tokens, see _known_text), when ``messages`` hold that
        step's own messages.
        """
        step = self._steps.get(thread_id)
        known = step.restored if step is not None else {}
        start = self._token_start
        tokens = step.tokens if step is not None and step.tokens and step.holds(messages) else {}
        changed: list[BaseMessage] = []
        selected: list[BaseMessage] = []
        wire: list[Message] = []
        for m in messages:
            if not isinstance(m, (HumanMessage, AIMessage)):
                continue
            w = _wire_message(m, tool_calls=False)
            content = w.get("content")
            kept = known.get(m.id) if m.id is not None else None
            if kept is not None and kept[0] is m and kept[1] == content:
                if _apply_content(m, {"content": kept[2]}):
                    changed.append(m)
            elif start is None or _may_hold(content, start):
                found, restored = False, None
                if tokens and start is not None:
                    found, restored = _known_content(content, tokens, start, self._token_end)
                if not found:
                    selected.append(m)
                    wire.append(w)
                elif _apply_content(m, {"content": restored}):
                    changed.append(m)
        if selected:
            reply = await self.client.model_out(thread_id, wire)
            changed += [m for m, got in zip(selected, reply.messages, strict=True) if _apply_content(m, got)]
        return changed

    # -- tool hook ------------------------------------------------------------

    async def awrap_tool_call(self, request: ToolCallRequest, handler: Handler) -> ToolMessage | Command[Any]:
        """Restore the arguments (tool.call), run the tool, de-identify its result (tool.result).

        The stored tool call is never mutated: a new call carries the real
        values to the tool only. The result is rewritten in place, whether the
        tool returned a ToolMessage or a Command whose state update carries
        tool messages. Under PASSTHROUGH nothing is sent and the thread id is
        not even read.
        """
        await self._ensure_verified()
        if self._strategy_for(request.tool_call["name"]) is ToolCallStrategy.PASSTHROUGH:
            return await handler(request)
        thread_id = _thread_id()
        request = await self._restore_call(request, thread_id)
        response = await handler(request)
        await self._deidentify_result(response, thread_id, request.tool_call["name"])
        return response

    def wrap_tool_call(self, request: ToolCallRequest, handler: SyncHandler) -> ToolMessage | Command[Any]:
        """Route the tool call as awrap_tool_call does, for ``agent.invoke``."""
        if self._worker is None:
            self.verify()
        if self._strategy_for(request.tool_call["name"]) is ToolCallStrategy.PASSTHROUGH:
            return handler(request)
        thread_id = _thread_id()
        request = self.client.run_sync(self._restore_call(request, thread_id))
        response = handler(request)
        self.client.run_sync(self._deidentify_result(response, thread_id, request.tool_call["name"]))
        return response

    async def _restore_call(self, request: ToolCallRequest, thread_id: str) -> ToolCallRequest:
        """Return the request with the arguments tool.call restores.

        Arguments in which no string may hold a token are what tool.call
        would return (it restores whole tokens, then applies the invented
        policy to tokens): they need no request, nor do arguments whose
        tokens the step's model.in told (see _known_args).
        """
        call = request.tool_call
        wire = {"id": call.get("id"), "name": call["name"], "args": call["args"]}
        if self._token_start is not None and not _may_hold(wire, self._token_start):
            return request
        args = self._known_args(request, thread_id)
        if args is None:
            restored = await self.client.tool_call(thread_id, wire)
            args = _reshape(call["args"], restored.get("args"))
        if args == call["args"]:
            return request
        return request.override(tool_call=cast(ToolCall, {**call, "args": args}))

    def _known_args(self, request: ToolCallRequest, thread_id: str) -> Any:
        """Return the arguments tool.call would restore, when the step's model.in told them; else None.

        Under a strategy that restores arguments, every string leaf is
        free of the placeholders' opening delimiter (returned as it is),
        exactly a token of the step's model.in (its value), or a text whose
        every token is one of those (see _known_text), and the call is the
        one of that step: the state the tool node got holds the step's own
        messages.
        """
        step = self._steps.get(thread_id)
        start = self._token_start
        call = request.tool_call
        if step is None or start is None or not step.tokens:
            return None
        if self._strategy_for(call["name"]) not in (ToolCallStrategy.FULL, ToolCallStrategy.INPUT):
            return None
        if type(call["name"]) is not str or type(call.get("id")) not in (str, type(None)):
            return None
        state = getattr(request, "state", None)
        messages = state.get("messages") if isinstance(state, Mapping) else None
        if not isinstance(messages, Sequence) or not step.holds(messages):
            return None
        found, args = _known_leaves(call["args"], step.tokens, start, self._token_end)
        return args if found else None

    async def _deidentify_result(self, response: ToolMessage | Command[Any], thread_id: str, tool: str) -> None:
        """De-identify the result in place (tool.result), keeping its tokens for the next step."""
        if isinstance(response, ToolMessage):
            message, tokens = await self.client._tool_result(
                thread_id, tool, _wire_tool_message(response), None, restore=True
            )
            _apply_tool_content(response, message)
            self._keep_result(thread_id, [response], tokens)
            return
        if not isinstance(response, Command):
            return
        found = _tool_messages(response)
        if not found:
            return
        update, tokens = await self.client._tool_result(
            thread_id, tool, None, {"messages": [_wire_tool_message(m) for m in found]}, restore=True
        )
        rewritten = update.get("messages") if isinstance(update, dict) else None
        if not isinstance(rewritten, list) or len(rewritten) != len(found):
            raise InternalError("the worker's tool.result update does not match the request", code="internal")
        for original, new in zip(found, rewritten, strict=True):
            _apply_tool_content(original, new)
        self._keep_result(thread_id, found, tokens)

    # -- streaming ------------------------------------------------------------

    def deanonymize_stream(self, source: AsyncIterator[str], thread_id: ThreadId) -> AsyncIterator[str]:
        """Restore a streamed model reply on the fly, for an app's own stream loop.

        Each piece of ``source`` goes to ``stream.chunk`` (one stream id per
        call, seq 0, 1, ...); a token cut between pieces is held until it
        closes, then restored once; the invented policy applies per token
        (under RAISE the text before the token is yielded, then
        InventedPlaceholderError). The held tail is yielded verbatim at the
        end. Pass the thread id you ran the agent with (read as its ``str()``,
        as the hooks read the config's): a manual stream loop is outside the
        LangGraph config the hooks read.
        """

        async def restored() -> AsyncIterator[str]:
            await self._ensure_verified()
            async for text in self.client.deanonymize_stream(source, thread_id):
                yield text

        return restored()


def _updates(messages: Sequence[BaseMessage], changed: list[BaseMessage]) -> list[BaseMessage]:
    """Return the state update of a hook that rewrote ``changed`` in place.

    add_messages replaces a message of the update that has an id where it
    stands, so only the changed messages are sent back: the whole history
    would make LangGraph merge every message again. Without an id on each
    of them, the whole history is returned, as before.
    """
    if all(m.id is not None for m in changed):
        return changed
    return list(messages)


# -- conversions between LangChain messages and the wire ------------------------


def _wire_message(message: BaseMessage, *, tool_calls: bool) -> Message:
    """Return a Human or AI message as the worker reads it: only what it may rewrite."""
    wire: Message = {
        "type": "human" if isinstance(message, HumanMessage) else "ai",
        "content": _wire_content(message.content, structured=False),
    }
    if tool_calls and isinstance(message, AIMessage) and message.tool_calls:
        wire["tool_calls"] = [{"id": c.get("id"), "name": c["name"], "args": c["args"]} for c in message.tool_calls]
    return wire


def _wire_tool_message(message: ToolMessage | dict[str, Any]) -> Message:
    """Return a tool message (an object or a dict) as the worker reads it."""
    if isinstance(message, dict):
        call_id, content = message.get("tool_call_id"), message.get("content")
    else:
        call_id, content = message.tool_call_id, message.content
    return {"type": "tool", "tool_call_id": call_id, "content": _wire_content(content, structured=True)}


def _is_text_block(block: object) -> bool:
    """Tell whether a content block is a text block."""
    return isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str)


def _wire_content(content: Any, *, structured: bool) -> Any:
    """Return the rewritable skeleton of a content: strings and text blocks.

    Other blocks (images, tool_use, reasoning) are never rewritten, so they
    are not sent (None holds their place): an image does not cross the wire
    twice, nor meet the request limit. With ``structured`` (tool results), an
    untyped map is sent whole, since the worker walks its strings.
    """
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return None
    out: list[Any] = []
    for block in content:
        if isinstance(block, str):
            out.append(block)
        elif _is_text_block(block):
            out.append({"type": "text", "text": block["text"]})
        elif structured and isinstance(block, dict) and "type" not in block:
            out.append(block)
        else:
            out.append(None)
    return out


def _rewritten_content(content: Any, new: Any) -> tuple[Any, bool]:
    """Merge the worker's rewritten skeleton into a copy of the original content."""
    if isinstance(content, str):
        return (new, True) if isinstance(new, str) and new != content else (content, False)
    if not isinstance(content, list) or not isinstance(new, list) or len(new) != len(content):
        return content, False
    blocks: list[Any] = []
    changed = False
    for block, got in zip(content, new, strict=True):
        if isinstance(block, str) and isinstance(got, str) and got != block:
            block, changed = got, True
        elif _is_text_block(block) and isinstance(got, dict) and isinstance(got.get("text"), str):
            if got["text"] != block["text"]:
                block, changed = {**block, "text": got["text"]}, True
        elif isinstance(block, dict) and "type" not in block and isinstance(got, dict) and got != block:
            block, changed = _reshape(block, got), True
        blocks.append(block)
    return blocks, changed


def _apply_content(message: BaseMessage, wire: Mapping[str, Any]) -> bool:
    """Write the worker's content into the message; tell whether it changed."""
    content, changed = _rewritten_content(message.content, wire.get("content"))
    if changed:
        message.content = content
    return changed


def _apply_tool_content(message: ToolMessage | dict[str, Any], wire: Any) -> None:
    """Write the worker's content into a tool message (an object or a dict)."""
    if not isinstance(wire, dict):
        raise InternalError("the worker's tool.result reply holds no message", code="internal")
    if isinstance(message, dict):
        content, changed = _rewritten_content(message.get("content"), wire.get("content"))
        if changed:
            message["content"] = content
        return
    _apply_content(message, wire)


def _apply_tool_calls(message: AIMessage, wire: Mapping[str, Any]) -> bool:
    """Write the worker's tool call arguments into the message; tell whether they changed."""
    calls = wire.get("tool_calls")
    if not message.tool_calls or not isinstance(calls, list) or len(calls) != len(message.tool_calls):
        return False
    new_calls: list[ToolCall] = []
    changed = False
    for call, got in zip(message.tool_calls, calls, strict=True):
        args = _reshape(call["args"], got.get("args") if isinstance(got, dict) else None)
        if isinstance(args, dict) and args != call["args"]:
            new_calls.append(cast(ToolCall, {**call, "args": args}))
            changed = True
        else:
            new_calls.append(call)
    if changed:
        message.tool_calls = new_calls
    return changed


def _reshape(original: Any, new: Any) -> Any:
    """Return the worker's value in the original's container types (msgpack has no tuples)."""
    if new is None and original is not None:
        return original
    if isinstance(original, tuple) and isinstance(new, list) and len(new) == len(original):
        return tuple(_reshape(o, n) for o, n in zip(original, new, strict=True))
    if isinstance(original, list) and isinstance(new, list) and len(new) == len(original):
        return [_reshape(o, n) for o, n in zip(original, new, strict=True)]
    if isinstance(original, dict) and isinstance(new, dict):
        return {k: _reshape(original[k], v) if k in original else v for k, v in new.items()}
    return new


def _update_values(update: object) -> list[Any]:
    """Return the values of a Command update, in either shape LangGraph accepts."""
    if isinstance(update, Mapping):
        return list(update.values())
    if isinstance(update, Sequence) and not isinstance(update, (str, bytes)):
        return [pair[1] for pair in update if isinstance(pair, tuple) and len(pair) == 2]
    return []


def _is_tool_message(item: object) -> bool:
    """Tell whether an update's item is a tool message (an object, or a dict add_messages accepts)."""
    if isinstance(item, ToolMessage):
        return True
    # A message given as a dict, which add_messages accepts too.
    return isinstance(item, dict) and (item.get("role") == "tool" or item.get("type") == "tool")


def _tool_messages(command: Command[Any]) -> list[Any]:
    """Return the tool messages a Command's update carries.

    The update is a map of state keys or (key, value) pairs, each value one
    message or a sequence of them.
    """
    found: list[Any] = []
    for value in _update_values(command.update):
        is_sequence = isinstance(value, Sequence) and not isinstance(value, (str, bytes))
        candidates = value if is_sequence else [value]
        found.extend(item for item in candidates if _is_tool_message(item))
    return found
