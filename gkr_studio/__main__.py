from gkr_studio.app import entry_point

if __name__ == "__main__":  # worker processes of a batch playtest import this module again
    entry_point()
