"""mtgjudge: a Magic: The Gathering judge for the command line, in Russian."""

__version__ = "0.1.0"
