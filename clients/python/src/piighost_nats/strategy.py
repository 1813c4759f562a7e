"""The three strategy enums of the middleware, importable without langchain.

Names and values are upstream piighost's (``piighost.integrations.langchain
.strategy``), so code written against upstream reads the same here. The worker
applies its own configured strategies (``[strategies]`` in its TOML file); the
middleware's arguments are checked against them, see
``PIIAnonymizationMiddleware.averify``.
"""

from __future__ import annotations

import warnings
from enum import Enum
from typing import Any

__all__ = [
    "EntityCreateByAssistantStrategy",
    "InventedPlaceholderStrategy",
    "ToolCallStrategy",
]


class ToolCallStrategy(Enum):
    """How the two directions of a tool call are handled.

    - INPUT: restore the arguments, leave the result raw, so the model sees the
      tool's output unchanged.
    - OUTPUT: de-identify the result, leave the arguments tokenized.
    - FULL: INPUT and OUTPUT together (the default).
    - PASSTHROUGH: touch neither.
    """

    INPUT = "input"
    OUTPUT = "output"
    FULL = "full"
    PASSTHROUGH = "passthrough"


class InventedPlaceholderStrategy(Enum):
    """What happens to a token the thread never issued, found after restoration.

    - KEEP: leave the invented token in the text.
    - DROP: remove it from the text.
    - RAISE: raise InventedPlaceholderError (the default).
    """

    KEEP = "keep"
    DROP = "drop"
    RAISE = "raise"


class EntityCreateByAssistantStrategy(Enum):
    """What happens to a value whose first occurrence came from the assistant.

    - PRESERVE: leave assistant-introduced values in clear (the default).
    - ANONYMIZE: de-identify them like user values.
    - IGNORE: do not analyse assistant messages at all.
    """

    PRESERVE = "preserve"
    ANONYMIZE = "anonymize"
    IGNORE = "ignore"


def __getattr__(name: str) -> Any:
    """Serve the deprecated name AssistantEntityStrategy, as upstream does."""
    if name == "AssistantEntityStrategy":
        warnings.warn(
            "AssistantEntityStrategy is deprecated and renamed to "
            "EntityCreateByAssistantStrategy; import EntityCreateByAssistantStrategy "
            "instead.",
            DeprecationWarning,
            stacklevel=2,
        )
        return EntityCreateByAssistantStrategy
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
