"""Map files and the files around them: JSON documents read safely, maps loaded and saved, atomic writes, the files shipped with the engine.

The names below are the package's public face (the studio and the command line import
them from here, never from its modules); :data:`MAP_SUFFIX` is a map file's name ending
(``.gkrmap.json``), :func:`schema_problems` is a JSON document's against one of the
project's schemas (:func:`~engine.files.schema_check.schema_problems`).
"""

from engine.files.atomicfile import (
    output_target,
    process_alive,
    remove_leftovers,
    text_of,
    write_bytes_atomic,
    write_text_atomic,
)
from engine.files.folder_outputs import FolderOutputs
from engine.files.jsondoc import parse_json, read_text, value_lines
from engine.files.mapfile import (
    MAX_FILE_BYTES,
    PathLike,
    dumps_map,
    load_map,
    loads_map,
    map_from_data,
    map_to_data,
    save_map,
)
from engine.files.mapfile import SUFFIX as MAP_SUFFIX
from engine.files.resources import BUILTIN_MAPS, DEFAULT_MAP, builtin_map_path
from engine.files.schema_check import check_header, describe_schema_error, schema_problems

__all__ = [
    "BUILTIN_MAPS",
    "DEFAULT_MAP",
    "FolderOutputs",
    "MAP_SUFFIX",
    "MAX_FILE_BYTES",
    "PathLike",
    "builtin_map_path",
    "dumps_map",
    "load_map",
    "loads_map",
    "map_from_data",
    "map_to_data",
    "output_target",
    "process_alive",
    "remove_leftovers",
    "save_map",
    "text_of",
    "write_bytes_atomic",
    "write_text_atomic",
    # reading any JSON document of the project safely (the studio's autosave files too)
    "check_header",
    "describe_schema_error",
    "parse_json",
    "read_text",
    "schema_problems",
    "value_lines",
]
