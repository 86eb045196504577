"""The screens of the client, one module per screen family."""
