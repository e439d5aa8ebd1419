"""A FastMCP 4 server whose tools return what FastMCP wraps in {"result": ...} (outputSchema marked
x-fastmcp-wrap-result): an int, a bool, a list of strings, an Optional that may be None, a list of models; and a tool
that takes and returns free-form JSON (dict[str, Any]). Run: python fastmcp_results.py (stdio)."""
from typing import Any, Optional

from fastmcp import FastMCP
from pydantic import BaseModel

mcp = FastMCP("fastmcp-results")


class Task(BaseModel):
    title: str
    done: bool = False


@mcp.tool
def count_words(text: str) -> int:
    """Counts the words of a text."""
    return len(text.split())


@mcp.tool
def is_palindrome(text: str) -> bool:
    """Whether a text reads the same backwards."""
    return text == text[::-1]


@mcp.tool
def split_words(text: str) -> list[str]:
    """The words of a text."""
    return text.split()


@mcp.tool
def find_index(words: list[str], word: str) -> Optional[int]:
    """Where a word is in a list; nothing when it is not."""
    return words.index(word) if word in words else None


@mcp.tool
def open_tasks(titles: list[str]) -> list[Task]:
    """A task per title, none done."""
    return [Task(title=title) for title in titles]


@mcp.tool
def echo_filter(filter: dict[str, Any]) -> dict[str, Any]:
    """Answers with the filter as received."""
    return {"received": filter}


if __name__ == "__main__":
    mcp.run(show_banner=False)
