"""The one error every provider failure derives from.

A provider is anything a decision depends on that can fail outside the claim: the memory store,
a citation's source behind the guarded client, the embedder, the LLM judge, a grounding budget.
Its failure is never the claim's fault and never approves it: the gate records it and sends the
claim to review (rule `provider_error->review`). Each subclass names its `component`, which the
decision's `provider_errors` carry.
"""

from __future__ import annotations


class ProviderError(RuntimeError):
    """A provider could not answer; `component` names which (memory_store, judge, embedder, …)."""

    component: str = "provider"
