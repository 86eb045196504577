"""Online tables: the wire protocol, the server that holds every table, and its store."""
