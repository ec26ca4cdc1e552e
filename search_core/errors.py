"""The contract's one error shape: error_code, error {code, message} and recovery guidance."""

from __future__ import annotations

from typing import Any

TOOL_NAME = "search_services"
# The tool that answers in best effort (the MCP server's second search tool; the CLI's --best-effort): its
# errors name it, so a caller retrying after an error keeps the closest matches (docs/mcp.md).
BEST_EFFORT_TOOL_NAME = "search_services_best_effort"


def tool_name(best_effort: bool) -> str:
    """The tool an error response tells the caller to call again."""
    return BEST_EFFORT_TOOL_NAME if best_effort else TOOL_NAME

# Every error code the engine can return (docs/search.md lists when each one is used).
INVALID_REQUEST = "INVALID_REQUEST"
MIXED_REQUEST_FORMS = "MIXED_REQUEST_FORMS"
UNKNOWN_FIELD = "UNKNOWN_FIELD"
DUPLICATE_KEY = "DUPLICATE_KEY"
INVALID_TYPE = "INVALID_TYPE"
INVALID_VALUE = "INVALID_VALUE"
OUT_OF_RANGE = "OUT_OF_RANGE"
QUERY_TOO_LONG = "QUERY_TOO_LONG"
REQUEST_TOO_LONG = "REQUEST_TOO_LONG"
MISSING_DEPENDENCY = "MISSING_DEPENDENCY"
EXECUTION_NOT_ALLOWED = "EXECUTION_NOT_ALLOWED"
INVALID_PROFILE = "INVALID_PROFILE"
INDEX_UNAVAILABLE = "INDEX_UNAVAILABLE"
INTERNAL_ERROR = "INTERNAL_ERROR"

ALL_CODES = (
    INVALID_REQUEST,
    MIXED_REQUEST_FORMS,
    UNKNOWN_FIELD,
    DUPLICATE_KEY,
    INVALID_TYPE,
    INVALID_VALUE,
    OUT_OF_RANGE,
    QUERY_TOO_LONG,
    REQUEST_TOO_LONG,
    MISSING_DEPENDENCY,
    EXECUTION_NOT_ALLOWED,
    INVALID_PROFILE,
    INDEX_UNAVAILABLE,
    INTERNAL_ERROR,
)


class RequestError(Exception):
    """A request the contract rejects: carries everything the error response needs."""

    def __init__(self, code: str, message: str, guidance: str, required_arguments: tuple[str, ...] = ()):
        super().__init__(message)
        self.code = code
        self.message = message
        self.guidance = guidance
        self.required_arguments = required_arguments


def error_response(error: RequestError, tool: str = TOOL_NAME) -> dict[str, Any]:
    """The error response for a rejected request (automatic retries are never allowed)."""
    return {
        "error_code": error.code,
        "error": {"code": error.code, "message": error.message},
        "recovery": {
            "tool": tool,
            "requiredArguments": list(error.required_arguments),
            "guidance": error.guidance,
            "automaticRetryAllowed": False,
        },
    }


def internal_error(tool: str = TOOL_NAME) -> dict[str, Any]:
    """The response when the engine itself failed: never an exception to the caller."""
    return error_response(
        RequestError(
            INTERNAL_ERROR,
            "The search engine failed on this request; this is a Waypost bug, "
            "not a problem with the request.",
            "Report the request to the Waypost maintainers; retrying the same request gives the same result.",
        ),
        tool,
    )
