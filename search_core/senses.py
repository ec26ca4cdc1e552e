"""Words a catalogue text uses in another sense than a request would: not searchable there.

A container image is no picture: "Docker's image is `mcp/vuln-nist-mcp-server`" made a CVE server the first
answer to "read text out of an image" (görüntüden metin okuma). The word after docker, container, OCI or
podman ("Docker image", "container images", "Docker's image") is left out of the index and of highlights,
as negated words are (``negation``); the brand before it stays searchable.
"""

from __future__ import annotations

import re

_CONTAINER_IMAGE = re.compile(
    r"(?i)(?<![a-z0-9])(?:docker|container|oci|podman)(?:'s|\u2019s)?[ \t-]+(images?)(?![a-z0-9])"
)


def other_sense_spans(text: str) -> tuple[tuple[int, int], ...]:
    """[start, end) character ranges of the words text uses in another sense, in order."""
    return tuple(match.span(1) for match in _CONTAINER_IMAGE.finditer(text))
