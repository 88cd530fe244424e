"""Sentence embedders for semantic dedup: one protocol, a local model and an HTTP endpoint.

`LocalEmbedder` runs WordLlama's static embeddings (weights and tokenizer ship inside the
PyPI wheel, numpy only, no torch, ~0.1 ms a sentence on one core). `OpenAIEmbedder` calls
an OpenAI-compatible `/embeddings` endpoint for a stronger model in production. Both return
L2-normalized float32 rows, so a dot product is the cosine. README.md ("Semantic
duplicates") has the measurements that chose the local model.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np

from groundstream.schemas.errors import ProviderError


class EmbeddingError(ProviderError):
    """The embedder could not produce vectors (model missing, endpoint down, bad reply)."""

    component = "embedder"


@runtime_checkable
class Embedder(Protocol):
    name: str  # goes into the policy hash: another model is another policy
    dim: int

    async def embed(self, texts: Sequence[str]) -> np.ndarray:
        """One L2-normalized float32 row per text."""
        ...

    async def aclose(self) -> None: ...


def normalized(rows: np.ndarray) -> np.ndarray:
    rows = np.asarray(rows, dtype=np.float32)
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return rows / np.clip(norms, 1e-12, None)  # an empty text embeds to zeros, not NaN


class LocalEmbedder:
    """WordLlama (`l2_supercat`, 256 dimensions), loaded from the files in its wheel."""

    def __init__(self, config: str = "l2_supercat", dim: int = 256) -> None:
        self.name = f"wordllama/{config}/{dim}"
        self.dim = dim
        self._config = config
        self._model: Any = None

    def _load(self) -> Any:
        if self._model is None:
            try:
                import wordllama
                from wordllama import WordLlama
            except ImportError as exc:  # pragma: no cover - a base dependency
                raise EmbeddingError(f"wordllama is not installed: {exc}") from exc
            # Its own lookup of bundled files misses the tokenizer folder and then tries to
            # download; pointing the cache at the package finds both files offline.
            package = Path(wordllama.__file__).parent
            try:
                self._model = WordLlama.load(config=self._config, dim=self.dim, cache_dir=package)
            except Exception as exc:
                raise EmbeddingError(f"local embedding model could not load: {type(exc).__name__}: {exc}") from exc
        return self._model

    def embed_sync(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._load()
        try:
            rows = model.embed(list(texts), norm=False, return_np=True)
        except Exception as exc:
            raise EmbeddingError(f"local embedding failed: {type(exc).__name__}: {exc}") from exc
        return normalized(rows)

    async def embed(self, texts: Sequence[str]) -> np.ndarray:
        # Static embeddings are a table lookup and a mean: cheaper inline than a thread hop.
        return self.embed_sync(texts)

    async def aclose(self) -> None:
        return None


class OpenAIEmbedder:
    """An OpenAI-compatible embeddings endpoint: POST {base_url}/embeddings.

    The URL comes from the operator's config, never from a claim; it still goes through the
    guarded client like every outbound call: that host and port only, no redirects followed,
    bounded in time and bytes.
    """

    MAX_REPLY_BYTES = 32 * 1024 * 1024

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        dim: int,
        timeout_s: float = 5.0,
    ) -> None:
        self.name = f"openai/{model}"
        self.model = model
        self.dim = dim  # configured: the memory collection is created with it
        self.url = base_url.rstrip("/") + "/embeddings"
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        from groundstream.detectors.providers.guarded import GuardedClient  # httpx loads for an endpoint embedder only

        self._client = GuardedClient(trusted=[self.url], follow_redirects=False, timeout_s=timeout_s, max_bytes=self.MAX_REPLY_BYTES, headers=headers)

    async def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        body = await self._client.post_json(self.url, {"model": self.model, "input": list(texts)}, "embedding endpoint",
                                            EmbeddingError)  # fmt: skip
        try:
            data = sorted(json.loads(body)["data"], key=lambda item: item["index"])
            rows = np.array([item["embedding"] for item in data], dtype=np.float32)
        except (ValueError, KeyError, TypeError) as exc:
            raise EmbeddingError(f"embedding endpoint sent an unusable reply: {type(exc).__name__}: {exc}") from exc
        if rows.shape != (len(texts), self.dim):
            raise EmbeddingError(f"embedding endpoint sent shape {rows.shape}, expected ({len(texts)}, {self.dim})")
        return normalized(rows)

    async def aclose(self) -> None:
        await self._client.aclose()
