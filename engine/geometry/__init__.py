"""Board geometry: hex coordinates and labels, the board's spaces and sides, the fallout zones, and hex sets as bit boards."""
