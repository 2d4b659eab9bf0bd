from gkr_studio.cli import entry_point

entry_point()
