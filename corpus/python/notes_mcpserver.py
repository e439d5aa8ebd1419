"""A notes and database-connection server on the Python SDK 2.x's MCPServer (what the 1.x SDK called FastMCP),
written for the corpus: Pydantic models with structured output, Python Enums, TypedDicts, a recursive outline,
an undiscriminated union of object alternatives, maps, secrets (SecretStr) and constrained values.
"""
from datetime import datetime
from enum import Enum
from typing import Annotated, Literal, Optional, Union

from typing_extensions import TypedDict

from mcp.server.mcpserver import MCPServer
from pydantic import BaseModel, Field, SecretStr

mcp = MCPServer("corpus-notes", version="2.1.0", instructions="Notes in folders, and the databases they quote.")


class ExportFormat(str, Enum):
    MARKDOWN = "markdown"
    HTML = "html"
    PDF = "pdf"
    PLAIN_TEXT = "plain text"


class FileAttachment(BaseModel):
    file_name: str
    media_type: str = Field(default="application/octet-stream", pattern=r"^[\w.+-]+/[\w.+-]+$")
    size_bytes: int = Field(ge=0)


class LinkAttachment(BaseModel):
    url: str
    description: Optional[str] = None


class NoteInput(BaseModel):
    title: str = Field(min_length=1, max_length=300)
    body: str
    folder: Optional[str] = None
    pinned: bool = False
    attachments: list[Union[FileAttachment, LinkAttachment]] = []
    properties: dict[str, str] = {}


class Note(BaseModel):
    id: int
    title: str
    folder: Optional[str]
    created: datetime
    modified: datetime
    word_count: int
    pinned: bool


class SearchResult(BaseModel):
    notes: list[Note]
    total: int
    next_page: Optional[int] = None


class Heading(BaseModel):
    level: int = Field(ge=1, le=6)
    text: str
    children: list["Heading"] = []


class Outline(BaseModel):
    note_id: int
    headings: list[Heading]


class TagCount(TypedDict):
    tag: str
    count: int


class ConnectionInfo(BaseModel):
    name: str
    engine: Literal["postgres", "mysql", "sqlite"]
    connected_at: datetime
    server_version: Optional[str] = None


@mcp.tool()
def search_notes(
    query: str,
    folder: Optional[str] = None,
    modified_after: Optional[datetime] = None,
    sort: Literal["relevance", "modified", "title"] = "relevance",
    page: Annotated[int, Field(ge=1)] = 1,
) -> SearchResult:
    """Searches notes by words in their title or body."""
    raise NotImplementedError


@mcp.tool()
def create_note(note: NoteInput) -> Note:
    """Creates a note."""
    raise NotImplementedError


@mcp.tool()
def outline(note_id: int) -> Outline:
    """The headings of a note, nested."""
    raise NotImplementedError


@mcp.tool()
def tag_counts(limit: int = 50) -> list[TagCount]:
    """The most used tags."""
    raise NotImplementedError


@mcp.tool()
def export_notes(note_ids: list[int], format: ExportFormat = ExportFormat.MARKDOWN) -> str:
    """Exports notes in one file; returns its path."""
    raise NotImplementedError


@mcp.tool()
def connect_database(
    name: str,
    connection_string: SecretStr,
    engine: Literal["postgres", "mysql", "sqlite"] = "postgres",
    password: Optional[SecretStr] = None,
    timeout_seconds: float = 10.0,
) -> ConnectionInfo:
    """Connects a database whose rows notes can quote."""
    raise NotImplementedError


@mcp.tool()
def word_frequencies(note_id: int, stop_words: Optional[list[str]] = None) -> dict[str, int]:
    """How often each word occurs in a note."""
    raise NotImplementedError


if __name__ == "__main__":
    mcp.run()
