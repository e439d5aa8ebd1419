"""A git server on the Python SDK's low-level Server, written for the corpus in the style of the reference
mcp-server-git: each tool's inputSchema is a Pydantic model's model_json_schema() (titles, defaults, $defs), listed
by hand, with a hand-written outputSchema where a tool returns structured content.
"""
import asyncio
from enum import Enum
from typing import Literal, Optional

import mcp_types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server
from pydantic import BaseModel, Field


class GitStatus(BaseModel):
    repo_path: str


class GitDiffUnstaged(BaseModel):
    repo_path: str
    context_lines: int = 3


class GitDiff(BaseModel):
    repo_path: str
    target: str
    context_lines: int = 3


class GitCommit(BaseModel):
    repo_path: str
    message: str


class GitAdd(BaseModel):
    repo_path: str
    files: list[str]


class GitLog(BaseModel):
    repo_path: str
    max_count: int = 10
    start_timestamp: Optional[str] = Field(
        None, description="Start timestamp for filtering commits. Accepts: ISO 8601 format (e.g., '2024-01-15T14:30:25'), "
        "relative dates (e.g., '2 weeks ago', 'yesterday'), or absolute dates (e.g., '2024-01-15', 'Jan 15 2024')")
    end_timestamp: Optional[str] = Field(None, description="End timestamp for filtering commits.")


class GitCreateBranch(BaseModel):
    repo_path: str
    branch_name: str
    base_branch: Optional[str] = None


class GitShow(BaseModel):
    repo_path: str
    revision: str


class BranchType(str, Enum):
    LOCAL = "local"
    REMOTE = "remote"
    ALL = "all"


class GitBranch(BaseModel):
    repo_path: str = Field(..., description="The path to the Git repository.")
    branch_type: BranchType = Field(..., description="Whether to list local branches ('local'), remote branches "
                                    "('remote') or all branches('all').")
    contains: Optional[str] = Field(None, description="The commit sha that branch should contain.")
    not_contains: Optional[str] = Field(None, description="The commit sha that branch should NOT contain.")


class Branch(BaseModel):
    name: str
    current: bool
    commit: str = Field(pattern=r"^[0-9a-f]{7,40}$")
    upstream: Optional[str] = None
    ahead: int = Field(0, ge=0)
    behind: int = Field(0, ge=0)


class GitBranchResult(BaseModel):
    mode: Literal["list"]
    branches: list[Branch]
    success: bool


class Author(BaseModel):
    name: str
    email: str


class Commit(BaseModel):
    sha: str
    author: Author
    date: str = Field(json_schema_extra={"format": "date-time"})
    message: str
    parents: list[str]


class GitLogResult(BaseModel):
    commits: list[Commit]
    truncated: bool


TOOLS = [
    ("git_status", "Shows the working tree status", GitStatus, None),
    ("git_diff_unstaged", "Shows changes in the working directory that are not yet staged", GitDiffUnstaged, None),
    ("git_diff", "Shows differences between branches or commits", GitDiff, None),
    ("git_commit", "Records changes to the repository", GitCommit, None),
    ("git_add", "Adds file contents to the staging area", GitAdd, None),
    ("git_log", "Shows the commit logs", GitLog, GitLogResult),
    ("git_create_branch", "Creates a new branch from an optional base branch", GitCreateBranch, None),
    ("git_show", "Shows the contents of a commit", GitShow, None),
    ("git_branch", "List Git branches", GitBranch, GitBranchResult),
]


async def list_tools(ctx, params) -> types.ListToolsResult:
    return types.ListToolsResult(tools=[
        types.Tool(name=name, description=description, input_schema=model.model_json_schema(),
                   output_schema=None if result is None else result.model_json_schema(),
                   annotations=types.ToolAnnotations(read_only_hint=name in ("git_status", "git_log", "git_show",
                                                                              "git_branch", "git_diff",
                                                                              "git_diff_unstaged")))
        for name, description, model, result in TOOLS
    ])


async def call_tool(ctx, params) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(text="not a real repository")], is_error=True)


server = Server("corpus-git", version="1.0.0", on_list_tools=list_tools, on_call_tool=call_tool)


async def main():
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    asyncio.run(main())
