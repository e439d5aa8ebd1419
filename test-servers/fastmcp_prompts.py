"""A FastMCP 4 server with prompts and resources, as FastMCP users write them, captured by capture.mjs into
imcp-schema's test snapshots (fastmcp-prompts.json). Run: python fastmcp_prompts.py (stdio)."""
from typing import Optional

from fastmcp import FastMCP

mcp = FastMCP("notes-prompts")


@mcp.tool
def add_note(title: str, body: str) -> str:
    """Adds a note."""
    return title


@mcp.prompt
def summarize_note(note_id: str, style: Optional[str] = None) -> str:
    """Asks for a summary of one note, in a style if given."""
    return f"Summarize note {note_id}" + (f" in a {style} style" if style else "")


@mcp.prompt(name="review-week", description="Reviews the notes of one week.")
def review_week(year: int, week: int, team: str = "all") -> str:
    return f"Review week {week} of {year} for {team}"


@mcp.resource("notes://index", mime_type="application/json")
def index() -> str:
    """Every note's id and title."""
    return "[]"


@mcp.resource("notes://{note_id}/versions/{version}", mime_type="text/markdown")
def note_version(note_id: str, version: int) -> str:
    """One version of a note."""
    return f"# {note_id} v{version}"


if __name__ == "__main__":
    mcp.run(show_banner=False)
