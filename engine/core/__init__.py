"""What every floor of the engine shares: its exception hierarchy, lazy properties, pickling of value types."""
