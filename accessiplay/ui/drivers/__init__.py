"""Drivers turn a terminal into key names for the Controller: plain lines or full screen."""
