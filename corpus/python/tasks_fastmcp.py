"""A small task tracker on FastMCP 4 (the standalone `fastmcp` package), written for the corpus.

It uses what FastMCP users write: Pydantic models (nested and recursive), Literal enums, Optional arguments,
date-times, dates, UUIDs, constrained numbers and strings, a discriminated union, and results that FastMCP turns into
output schemas (models as they are, lists and primitives wrapped in {"result": ...}).
"""
from datetime import date, datetime
from enum import Enum
from typing import Annotated, Literal, Optional, Union
from uuid import UUID

from fastmcp import FastMCP
from pydantic import BaseModel, Field

mcp = FastMCP("corpus-tasks", instructions="Track tasks, their comments and their links.")

Priority = Literal["low", "normal", "high", "urgent"]


class Status(str, Enum):
    OPEN = "open"
    IN_PROGRESS = "in-progress"
    DONE = "done"


class Person(BaseModel):
    name: str
    email: Optional[str] = Field(default=None, description="Work e-mail address")


class Comment(BaseModel):
    """A comment; replies nest to any depth."""

    author: Person
    text: str = Field(min_length=1, max_length=4000)
    posted: datetime
    replies: list["Comment"] = []


class Task(BaseModel):
    id: UUID
    title: str
    status: Status
    priority: Priority = "normal"
    due: Optional[date] = None
    assignee: Optional[Person] = None
    tags: list[str] = []
    estimate_hours: Optional[float] = Field(default=None, ge=0, le=1000)
    comments: list[Comment] = []


class IssueLink(BaseModel):
    kind: Literal["issue"] = "issue"
    repository: Annotated[str, Field(pattern=r"^[\w.-]+/[\w.-]+$")]
    number: int = Field(ge=1)


class UrlLink(BaseModel):
    kind: Literal["url"] = "url"
    url: str
    title: Optional[str] = None


class TaskLink(BaseModel):
    kind: Literal["task"] = "task"
    task_id: UUID


Link = Annotated[Union[IssueLink, UrlLink, TaskLink], Field(discriminator="kind")]


@mcp.tool
def create_task(
    title: Annotated[str, Field(description="Short summary", min_length=1, max_length=200)],
    priority: Priority = "normal",
    due: Optional[date] = None,
    assignee: Optional[Person] = None,
    tags: list[str] = [],
    estimate_hours: Annotated[Optional[float], Field(ge=0, le=1000)] = None,
) -> Task:
    """Creates a task."""
    raise NotImplementedError


@mcp.tool
def list_tasks(
    status: Optional[Status] = None,
    tag: Optional[str] = None,
    due_before: Optional[datetime] = None,
    limit: Annotated[int, Field(ge=1, le=100)] = 20,
) -> list[Task]:
    """Lists tasks, newest first."""
    raise NotImplementedError


@mcp.tool
def add_comment(task_id: UUID, comment: Comment) -> Task:
    """Adds a comment (with any replies) to a task."""
    raise NotImplementedError


@mcp.tool
def link_task(task_id: UUID, links: list[Link]) -> int:
    """Links a task to issues, pages or other tasks; returns how many links it has now."""
    raise NotImplementedError


@mcp.tool
def set_status(task_id: UUID, status: Status, note: Optional[str] = None) -> bool:
    """Moves a task to another status."""
    raise NotImplementedError


@mcp.tool
def workload(people: list[str], week: Annotated[str, Field(pattern=r"^\d{4}-W\d{2}$")]) -> dict[str, float]:
    """Hours planned per person in an ISO week such as 2026-W48."""
    raise NotImplementedError


if __name__ == "__main__":
    mcp.run(show_banner=False)
