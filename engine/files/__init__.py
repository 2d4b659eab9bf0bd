"""Map files and the files around them: JSON documents read safely, maps loaded and saved, atomic writes, the files shipped with the engine."""
