"""The map model and its edits: a map's buildings, starts, zones, locks and teams; single and group edits, symmetric editing."""
