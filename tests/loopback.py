"""Real HTTP servers on loopback addresses, started by the tests that need them."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Route:
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b"ok"
    delay_s: float = 0.0
    head_status: int | None = None  # answer HEAD differently (e.g. 405) to test the GET fallback
    answer: Callable[[bytes], bytes] | None = None  # the body from the request's body (an API that computes)


class LoopbackServer:
    """An HTTP server on `host` (any 127/8 address) that records every request it gets."""

    def __init__(self, host: str = "127.0.0.1") -> None:
        self.routes: dict[str, Route] = {}
        self.requests: list[tuple[str, str, dict[str, str]]] = []
        self.bodies: list[bytes] = []  # of POST requests, in order
        server = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self, method: str) -> None:
                server.requests.append((method, self.path, dict(self.headers)))
                sent = b""
                if method == "POST":
                    sent = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                    server.bodies.append(sent)
                route = server.routes.get(self.path.split("?", 1)[0], Route(status=404, body=b"not found"))
                body = route.answer(sent) if route.answer is not None else route.body
                if route.delay_s:
                    time.sleep(route.delay_s)
                status = route.head_status if method == "HEAD" and route.head_status else route.status
                self.send_response(status)
                for k, v in route.headers.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if method != "HEAD":
                    try:
                        self.wfile.write(body)
                    except (BrokenPipeError, ConnectionResetError):
                        pass

            def do_GET(self) -> None:  # noqa: N802
                self._answer("GET")

            def do_HEAD(self) -> None:  # noqa: N802
                self._answer("HEAD")

            def do_POST(self) -> None:  # noqa: N802
                self._answer("POST")

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer((host, 0), Handler)
        self.httpd.daemon_threads = True
        self.host = host
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def url(self, path: str = "/") -> str:
        return f"http://{self.host}:{self.port}{path}"

    def route(self, path: str, **kwargs: object) -> str:
        self.routes[path] = Route(**kwargs)  # type: ignore[arg-type]
        return self.url(path)

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
