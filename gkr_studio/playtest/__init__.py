"""The sandbox playtest: the map loaded into a real game, seats human or bot."""
