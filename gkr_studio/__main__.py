from gkr_studio.app import entry_point

entry_point()
