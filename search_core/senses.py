"""Words a catalogue text uses in another sense than a request would: not searchable there.

A container image is no picture: "Docker's image is `mcp/vuln-nist-mcp-server`" made a CVE server the first
answer to "read text out of an image" (görüntüden metin okuma). The word after docker, container, OCI or
podman ("Docker image", "container images", "Docker's image") is left out of the index and of highlights,
as negated words are (``negation``); the brand before it stays searchable. So is the second word of an MCP
client's name ("Claude Desktop", "Claude Code", "VS Code"): a server set up for Claude Desktop does no
desktop automation.
"""

from __future__ import annotations

import re

_CONTAINER_IMAGE = re.compile(
    r"(?i)(?<![a-z0-9])(?:docker|container|oci|podman)(?:'s|\u2019s)?[ \t-]+(images?)(?![a-z0-9])"
)
# An MCP client's name is no task: "Claude Desktop", "Claude Code", "VS Code", "Visual Studio Code".
_CLIENT_NAME = re.compile(
    r"(?i)(?<![a-z0-9])(?:claude|vs|visual[ \t]+studio)[ \t]+(desktop|code)(?![a-z0-9])"
)
_OTHER_SENSES = (_CONTAINER_IMAGE, _CLIENT_NAME)


def other_sense_spans(text: str) -> tuple[tuple[int, int], ...]:
    """[start, end) character ranges of the words text uses in another sense, in order."""
    return tuple(sorted(match.span(1) for pattern in _OTHER_SENSES for match in pattern.finditer(text)))
