"""Sight: shortest-path counting, line of sight, cover, alleys, arcs and flanks, and the shots they allow."""
