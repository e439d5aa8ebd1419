"""Serves 00bx-photoshop-mcp's Photoshop server and its Premiere server
(mcp/ps-mcp.py and mcp/pr-mcp.py in the npm package) as they are.

Its code imports FastMCP from the Python SDK 1.x (`mcp.server.fastmcp`); the local wheel index has only the SDK 2.3.0,
where FastMCP is MCPServer with the same decorator API, so that name is aliased here. `python-socketio` (the link to
the Photoshop plug-in, used only inside tool calls) is not in the index: a stand-in module lets the server import.
Nothing else is changed: the tool list is what the SDK 2.3.0 derives from the package's own function signatures.
"""
import os
import runpy
import sys
import types

import mcp.server.mcpserver as mcpserver

SERVER_DIR = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "node_modules", "00bx-photoshop-mcp", "mcp")

fastmcp = types.ModuleType("mcp.server.fastmcp")
fastmcp.FastMCP = mcpserver.MCPServer
fastmcp.Image = mcpserver.Image
fastmcp.Context = mcpserver.Context
sys.modules["mcp.server.fastmcp"] = fastmcp


class _NoSocket:
    def __init__(self, *args, **kwargs):
        raise RuntimeError("python-socketio is not installed in the corpus recorder's environment")


sys.modules["socketio"] = types.SimpleNamespace(Client=_NoSocket)

sys.path.insert(0, SERVER_DIR)
# As the SDK's `mcp run FILE` does: load the file, then run the server object it made (pr-mcp.py has no __main__).
server = runpy.run_path(os.path.join(SERVER_DIR, sys.argv[1]), run_name="corpus")["mcp"]
server.run()
