"""The balance windows: batches of bot games that measure the map (the Balance dock's live
games, the Balance Playtest dialog, restricted play and the second opinion)."""
