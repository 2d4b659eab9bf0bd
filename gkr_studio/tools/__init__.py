"""Editing tools: objects behind one interface (:class:`~gkr_studio.tools.tool_base.Tool`)."""

from gkr_studio.tools.edit_tools import (
    BuildingTool,
    DemolishTool,
    EraseTool,
    SelectTool,
    StartTool,
    ZoneTool,
)
from gkr_studio.tools.lock_tool import LockTool
from gkr_studio.tools.los_tool import LosTool
from gkr_studio.tools.tool_base import Tool, ToolContext

TOOL_CLASSES: tuple[type[Tool], ...] = (
    SelectTool,
    BuildingTool,
    DemolishTool,
    StartTool,
    EraseTool,
    ZoneTool,
    LockTool,
    LosTool,
)

__all__ = [
    "TOOL_CLASSES",
    "BuildingTool",
    "DemolishTool",
    "EraseTool",
    "LockTool",
    "LosTool",
    "SelectTool",
    "StartTool",
    "Tool",
    "ToolContext",
    "ZoneTool",
]
