"""Facts of the reference cards, read from the card database: numbers, names, types and symbols, never text."""
