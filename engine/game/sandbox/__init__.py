"""The sandbox's files and free setup: games and positions as files, and the edits of a
position the rules then continue from.

* :mod:`~engine.game.sandbox.gamefile`: game files (``.gkrgame.json``: the map, the
  settings, the catalog, the dice, the actions, the result); :func:`replay_game` steps
  through one; :mod:`~engine.game.sandbox.replays` records a file's replay (its history
  and its moments) in the pass that checks it.
* :mod:`~engine.game.sandbox.positionfile`: position files (``.gkrpos.json``: a game state
  at one point, the dice stream included, so that play resumes exactly);
  :mod:`~engine.game.sandbox.state_codec` turns a state into JSON and back.
* :mod:`~engine.game.sandbox.free_setup`: placing and changing anything of a position,
  each edit checked, and resuming the rules from it.
* :mod:`~engine.game.sandbox.catalog_ref`: how the files name their catalog (by name and
  content hash, embedded when it is not built in); :mod:`~engine.game.sandbox.settings`:
  a game's settings as JSON; :func:`~engine.game.sandbox.open_any.open_any` opens either kind.

The package is plain Python (the build compiles the game's own modules, not these).
"""
