"""Waypost build side: the only I/O layer (validate, build, serve, import)."""
