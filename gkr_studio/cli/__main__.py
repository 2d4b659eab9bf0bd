from gkr_studio.cli import entry_point

if __name__ == "__main__":  # worker processes of `playtest` import this module again
    entry_point()
